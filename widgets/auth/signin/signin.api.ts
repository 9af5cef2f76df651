import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-signin>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-signin",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "E-mail and password sign-in, with Google sign-in when a client id is configured. Reads `redirect` from the page's query.",
  attributes: {},
  events: {
    "lp-signin": "A learner signed in.",
  },
  commonParts: ["buttons", "fields"],
  parts: {},
  fr: {
    description:
      "Connexion par e-mail et mot de passe, avec la connexion Google lorsqu’un identifiant client est configuré. Lit `redirect` dans les paramètres de l’adresse de la page.",
    attributes: {},
    events: {
      "lp-signin": "Un apprenant s’est connecté.",
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
