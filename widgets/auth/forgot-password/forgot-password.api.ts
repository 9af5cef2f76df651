import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-forgot-password>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-forgot-password",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "Asks for a password reset link by e-mail. Starts with the address in the page's `email` query parameter, if any.",
  attributes: {},
  events: {},
  commonParts: ["buttons", "fields"],
  parts: {},
  fr: {
    description:
      "Demande un lien de réinitialisation du mot de passe par e-mail. Part de l’adresse donnée par le paramètre `email` de l’adresse de la page, s’il y en a un.",
    attributes: {},
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
