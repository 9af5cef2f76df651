import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-my-courses>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-my-courses",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The courses the learner is enrolled in, with their progress, each leading to its learning page.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    card: "A course card.",
    button: "Browse Courses, when there is no course yet.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
