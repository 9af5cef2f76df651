import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-contact-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-contact-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The contact page: breadcrumb, the platform's channels (e-mail, support, WhatsApp) and the contact form.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    breadcrumb: "The breadcrumb.",
    channel: "Each contact channel.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
