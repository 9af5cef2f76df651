import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-students-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-students-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The For Students page: what learners get, how learning on the platform works, and where to start.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    hero: "The page's opening banner.",
    section: "Each section.",
    button: "Links styled as buttons.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
