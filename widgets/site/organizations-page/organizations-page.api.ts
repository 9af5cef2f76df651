import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-organizations-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-organizations-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The For Organizations page: what the platform gives a school or company (anchor features), how to publish a course, and where to start.",
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
