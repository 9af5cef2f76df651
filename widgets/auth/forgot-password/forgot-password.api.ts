import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-forgot-password>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-forgot-password",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "Asks for a password reset link by e-mail.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    button: "Buttons.",
    field: "Form fields.",
  },
  fr: {
    description: "Demande un lien de réinitialisation du mot de passe par e-mail.",
    attributes: {},
    events: {},
    parts: {
      base: "La boîte racine du widget.",
      button: "Les boutons.",
      field: "Les champs de formulaire.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
