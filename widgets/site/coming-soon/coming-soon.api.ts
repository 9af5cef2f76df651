import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-coming-soon>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-coming-soon", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The coming-soon page: the countdown to the planned opening (31 December 2025), or, once that date has passed, a plain statement that it has; and the e-mail address to be told when it opens.",
  attributes: {},
  events: {},
  commonParts: ["hero"],
  parts: {
    countdown: "The countdown, or the statement that the date has passed.",
    form: "The notify form.",
    field: "The e-mail field.",
    button: "The Notify me button.",
  },
  fr: {
    description:
      "La page « Bientôt disponible » : le compte à rebours jusqu’à l’ouverture prévue (31 décembre 2025) ou, une fois cette date passée, une simple mention qu’elle est passée ; et l’adresse e-mail à laisser pour être prévenu de l’ouverture.",
    attributes: {},
    events: {},
    parts: {
      countdown: "Le compte à rebours, ou la mention que la date est passée.",
      form: "Le formulaire « Me prévenir ».",
      field: "Le champ e-mail.",
      button: "Le bouton « Me prévenir ».",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
