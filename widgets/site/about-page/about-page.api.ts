import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-about-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-about-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The About page: the platform's mission (anchor mission) and vision, what it stands for and who it works with.",
  attributes: {},
  events: {},
  commonParts: ["hero", "sections", "link-buttons"],
  parts: {},
  fr: {
    description: "La page « À propos » : la mission de la plateforme (ancre mission) et sa vision, ce qu’elle défend et avec qui elle travaille.",
    attributes: {},
    events: {},
    parts: {},
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
