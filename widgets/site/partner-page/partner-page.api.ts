import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-partner-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-partner-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The partner program page: who it is for, why partner (leading to the join anchor), the three plans with their terms (anchor pricing), the testimonials carousel with its modal (anchor testimonials) and the application form (anchor join).",
  attributes: {},
  events: {},
  commonParts: ["hero", "sections"],
  parts: {
    plan: "Each plan's card.",
    carousel: "The testimonials' carousel.",
    testimonial: "Each testimonial's card.",
    dialog: "The testimonial's dialog.",
    button: "Links and buttons.",
  },
  fr: {
    description:
      "La page du programme partenaire : à qui il s’adresse, pourquoi devenir partenaire (avec un lien vers l’ancre join), les trois formules et leurs conditions (ancre pricing), le carrousel des témoignages avec sa fenêtre modale (ancre testimonials) et le formulaire de candidature (ancre join).",
    attributes: {},
    events: {},
    parts: {
      plan: "La carte de chaque formule.",
      carousel: "Le carrousel des témoignages.",
      testimonial: "La carte de chaque témoignage.",
      dialog: "La boîte de dialogue d’un témoignage.",
      button: "Les liens et les boutons.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
