import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-contact-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-contact-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The contact page: breadcrumb, the platform's channels (e-mail, support, WhatsApp) and the contact form.",
  attributes: {},
  events: {},
  commonParts: ["breadcrumb"],
  parts: {
    channel: "Each contact channel.",
  },
  fr: {
    description: "La page de contact : fil d’Ariane, les canaux de la plateforme (e-mail, assistance, WhatsApp) et le formulaire de contact.",
    attributes: {},
    events: {},
    parts: {
      channel: "Chaque canal de contact.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
