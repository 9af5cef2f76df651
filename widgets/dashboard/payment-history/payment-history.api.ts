import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

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
  commonParts: ["buttons"],
  parts: {
    card: "A payment.",
  },
  fr: {
    description: "Les paiements de l’apprenant, 20 à la fois, avec les montants total, payé et en attente.",
    attributes: {},
    events: {},
    parts: {
      card: "Un paiement.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
