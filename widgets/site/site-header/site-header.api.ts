import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-site-header>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-site-header",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The platform's header: navigation, language switch, Become a Tutor, and Dashboard or Start Learning by session token. Collapses into a menu under 1024 px.",
  attributes: {},
  events: {
    "lp-locale-change": "The reader chose the other language; every widget on the page now speaks it.",
  },
  parts: {
    base: "The widget's root box.",
    header: "The header bar.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
