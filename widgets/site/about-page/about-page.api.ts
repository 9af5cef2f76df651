import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-about-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-about-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The About page: the platform's mission (anchor mission) and vision, what it stands for and who it works with.",
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
