import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-faq-list>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-faq-list", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The platform's frequently asked questions: ten answers, each opened and closed on its own.",
  attributes: {},
  events: {},
  parts: {
    item: "Each question and its answer.",
  },
  fr: {
    description: "Les questions fréquentes de la plateforme : dix réponses, chacune s’ouvrant et se refermant indépendamment des autres.",
    attributes: {},
    events: {},
    parts: {
      item: "Chaque question et sa réponse.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
