import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

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
  parts: {
    base: "The widget's root box.",
    button: "Buttons.",
    field: "Form fields.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
