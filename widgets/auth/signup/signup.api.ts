import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

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
  commonParts: ["buttons", "fields"],
  parts: {},
  fr: {
    description: "Création de compte : cinq champs et l’acceptation des conditions, un code à 6 chiffres envoyé par e-mail, puis le compte.",
    attributes: {},
    events: {
      "lp-signup": "Un compte a été créé.",
    },
    parts: {},
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
