import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-legal-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-legal-page", attributes: { document: "string" } } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "A legal page of the platform: the privacy policy or the terms of service, with its date, its sections and a Home breadcrumb.",
  attributes: {
    document: { description: "Which document to show.", values: ["privacy", "terms"] },
  },
  events: {},
  commonParts: ["breadcrumb", "sections"],
  parts: {
    contents: "The list of sections.",
  },
  fr: {
    description:
      "Une page juridique de la plateforme : la politique de confidentialité ou les conditions d’utilisation, avec sa date, ses sections et un fil d’Ariane vers l’accueil.",
    attributes: {
      document: "Le document à afficher.",
    },
    events: {},
    parts: {
      contents: "La liste des sections.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
