import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-course-carousel>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-course-carousel",
  attributes: {
    kind: "string",
    heading: "string",
    subheading: "string",
    autoplay: "boolean",
    breakpoints: "string",
    showErrors: "boolean",
    widthOf: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "A carousel of courses: popular, recommended, trending or the learner's own. Shows nothing when empty or failing, except the learner's own list, which offers the catalogue.",
  attributes: {
    kind: { description: "Which courses.", values: ["popular", "recommended", "trending", "my-learning"] },
    heading: { description: "Title override." },
    subheading: { description: "Sub-line override." },
    autoplay: { description: "Advance every 3 s (pauses on hover and focus, never with reduced motion)." },
    breakpoints: { description: 'Items per view by the carousel\'s own width, e.g. "1654:4,1200:3,768:2".' },
    showErrors: { description: "Show a failure message instead of nothing." },
    widthOf: { description: "Whose width the breakpoints read (default the carousel's own).", values: ["carousel", "window"] },
  },
  events: {},
  parts: {
    base: "The widget's root box.",
    card: "A course card.",
    carousel: "The carousel.",
    button: "Browse Courses and Try again, when the list is empty or failed.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
