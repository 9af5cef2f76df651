import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-faq-list>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-faq-list", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The platform's frequently asked questions: ten answers, each opened and closed on its own.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    item: "Each question and its answer.",
  },
  fr: {
    description: "Les questions fréquentes de la plateforme : dix réponses, chacune s’ouvrant et se refermant indépendamment des autres.",
    attributes: {},
    events: {},
    parts: {
      base: "La boîte racine du widget.",
      item: "Chaque question et sa réponse.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
