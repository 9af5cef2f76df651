import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-site-footer>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-site-footer",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The platform's footer: link columns, support e-mail and WhatsApp, social pages.",
  attributes: {},
  events: {},
  parts: {
    footer: "The footer.",
  },
  fr: {
    description: "Le pied de page de la plateforme : colonnes de liens, e-mail d’assistance et WhatsApp, réseaux sociaux.",
    attributes: {},
    events: {},
    parts: {
      footer: "Le pied de page.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
