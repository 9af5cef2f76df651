import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

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
  commonParts: ["course-card"],
  parts: {
    button: "Browse Courses, when there is no course yet.",
  },
  fr: {
    description: "Les cours auxquels l’apprenant est inscrit, avec leur progression, chacun menant à sa page d’apprentissage.",
    attributes: {},
    events: {},
    parts: {
      button: "« Parcourir les cours », lorsqu’il n’y a encore aucun cours.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
