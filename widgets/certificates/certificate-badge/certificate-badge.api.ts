import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-certificate-badge>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-certificate-badge",
  attributes: { number: "string", size: "string", theme: "string" },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "A compact, verified certificate badge for any site: holder, course, issuer and date, checked with the platform and linking to the certificate's page. No sign-in, no token.",
  attributes: {
    number: { description: "The certificate number." },
    size: { description: "How much it shows: small (one line) or large (the default).", values: ["small", "large"] },
    theme: { description: "Light or dark; by default it follows the reader's system setting.", values: ["light", "dark"] },
  },
  events: {},
  commonParts: ["buttons"],
  parts: {
    badge: "The badge: a link to the certificate's page.",
    mark: "The verified mark.",
  },
  fr: {
    description:
      "Un badge de certificat vérifié et compact, pour n’importe quel site : titulaire, cours, émetteur et date, vérifiés auprès de la plateforme, avec un lien vers la page du certificat. Sans connexion ni jeton.",
    attributes: {
      number: "Le numéro du certificat.",
      size: "Ce qu’il affiche : small (une seule ligne) ou large (par défaut).",
      theme: "Clair (light) ou sombre (dark) ; par défaut, il suit le réglage système du lecteur.",
    },
    events: {},
    parts: {
      badge: "Le badge : un lien vers la page du certificat.",
      mark: "La marque « vérifié ».",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
