import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-payment-history>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-payment-history",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The learner's payments, 20 at a time, with the total, paid and pending amounts.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    card: "A payment.",
    button: "Buttons.",
  },
  fr: {
    description: "Les paiements de l’apprenant, 20 à la fois, avec les montants total, payé et en attente.",
    attributes: {},
    events: {},
    parts: {
      base: "La boîte racine du widget.",
      card: "Un paiement.",
      button: "Les boutons.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
