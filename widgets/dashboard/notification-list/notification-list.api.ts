import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-notification-list>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-notification-list",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The learner's notifications, 20 at a time: all or unread, mark one or all as read. The counts it gets reach the account shell's badge.",
  attributes: {},
  events: {},
  commonParts: ["buttons"],
  parts: {
    card: "A notification.",
  },
  fr: {
    description:
      "Les notifications de l’apprenant, 20 à la fois : toutes ou non lues, en marquer une ou toutes comme lues. Les nombres qu’il reçoit mettent à jour le badge du cadre de l’espace apprenant (<lp-account-shell>).",
    attributes: {},
    events: {},
    parts: {
      card: "Une notification.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
