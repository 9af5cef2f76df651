import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-not-found>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-not-found",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The site's page for an address it does not know: says so in the reader's language, and offers the catalogue and the home page.",
  attributes: {},
  events: {},
  commonParts: ["link-buttons"],
  parts: {},
  fr: {
    description: "La page du site pour une adresse qu’il ne connaît pas : le dit dans la langue du lecteur, et propose le catalogue et la page d’accueil.",
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
