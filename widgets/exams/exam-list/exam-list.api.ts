import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-exam-list>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-exam-list", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The exams page: the learner's own exams, exams recommended for them, popular exams, and every exam page by page, each as a carousel of exam cards.",
  attributes: {},
  events: {},
  commonParts: ["buttons"],
  parts: {
    base: "The page's root box.",
    carousel: "Each carousel.",
    card: "An exam card.",
  },
  fr: {
    description:
      "La page des examens : les examens de l’apprenant, ceux qui lui sont recommandés, les examens populaires et tous les examens page par page, chaque groupe sous forme de carrousel de cartes d’examen.",
    attributes: {},
    events: {},
    parts: {
      base: "La boîte racine de la page.",
      carousel: "Chaque carrousel.",
      card: "Une carte d’examen.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
