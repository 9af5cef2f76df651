import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-certificate>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-certificate", attributes: { number: "string" } } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "A certificate's public page: who earned it, for which course, from which organization and when, checked with the platform as it is shown; its QR code, printing, LinkedIn, sharing and the badge's embed code.",
  attributes: {
    number: { description: "The certificate number; read from the page path /certificate/{number} when absent." },
  },
  events: {},
  parts: {
    base: "The widget's root box.",
    verification: "The line that says whether and when the certificate was checked.",
    mark: "The verified mark.",
    certificate: "The certificate itself: the part that prints.",
    qr: "The QR code of the certificate's page.",
    actions: "Print, LinkedIn, share and copy.",
    embed: "The badge's embed code.",
    button: "Buttons.",
    field: "The link and the embed code to copy.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
