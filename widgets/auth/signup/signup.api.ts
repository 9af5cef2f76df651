import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-signup>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-signup",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "Account creation: five fields and the terms, a 6-digit code sent by e-mail, then the account.",
  attributes: {},
  events: {
    "lp-signup": "An account was created.",
  },
  parts: {
    base: "The widget's root box.",
    button: "Buttons.",
    field: "Form fields.",
  },
  fr: {
    description: "Création de compte : cinq champs et l’acceptation des conditions, un code à 6 chiffres envoyé par e-mail, puis le compte.",
    attributes: {},
    events: {
      "lp-signup": "Un compte a été créé.",
    },
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
