import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-course-player>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-course-player",
  attributes: {
    slug: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "An enrolled learner's course: the outline with progress, every lesson type, completion by the spec's rules (kept on the device until the server has it), learning time, and the lesson's overview, instructors, resources and references.",
  attributes: {
    slug: { description: "The course; read from the page path /account/courses/{slug} when absent." },
  },
  events: {
    "lp-lesson-complete": "The platform recorded a lesson as completed.",
    "lp-course-complete": "The learner completed every lesson of the course.",
    "lp-review-add": "The learner's review of the course was published.",
  },
  parts: {
    base: "The player's root box.",
    outline: "The course outline: progress, modules and lessons.",
    lesson: "A lesson in the outline.",
    main: "The current lesson.",
    card: "A flashcard.",
    sheet: "The tabs under the lesson: overview, instructors, resources, references.",
    button: "Buttons.",
    dialog: "The 'Write a Review' dialog.",
    field: "The review's text field.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
