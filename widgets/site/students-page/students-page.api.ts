import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-students-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-students-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The For Students page: what learners get, how learning on the platform works, and where to start.",
  attributes: {},
  events: {},
  commonParts: ["hero", "sections", "link-buttons"],
  parts: {},
  fr: {
    description: "La page « Pour les étudiants » : ce que les apprenants y trouvent, comment se déroule l’apprentissage sur la plateforme et par où commencer.",
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
