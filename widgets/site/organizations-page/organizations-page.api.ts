import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-organizations-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-organizations-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The For Organizations page: what the platform gives a school or company (anchor features), how to publish a course, and where to start.",
  attributes: {},
  events: {},
  commonParts: ["hero", "sections", "link-buttons"],
  parts: {},
  fr: {
    description:
      "La page « Pour les organisations » : ce que la plateforme apporte à une école ou à une entreprise (ancre features), comment publier un cours et par où commencer.",
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
