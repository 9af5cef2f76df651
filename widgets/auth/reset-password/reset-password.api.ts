import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-reset-password>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-reset-password",
  attributes: {
    token: "string",
    email: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "Sets a new password from an e-mailed link (/reset-password/{token}?email=...).",
  attributes: {
    token: { description: "The reset token; read from the page's path when absent." },
    email: { description: "The account's e-mail; read from the page's query when absent." },
  },
  events: {},
  commonParts: ["buttons", "fields"],
  parts: {},
  fr: {
    description: "Définit un nouveau mot de passe à partir d’un lien reçu par e-mail (/reset-password/{token}?email=...).",
    attributes: {
      token: "Le jeton de réinitialisation ; lu dans le chemin de la page s’il est absent.",
      email: "L’adresse e-mail du compte ; lue dans les paramètres de l’adresse de la page si elle est absente.",
    },
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
