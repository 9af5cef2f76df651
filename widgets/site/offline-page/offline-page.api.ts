import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-offline-page>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-offline-page",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The site's page for an address opened with no network and no copy on the device (its service worker shows it): says so in the reader's language, with Try again and the learner's pages that open offline.",
  attributes: {},
  events: {},
  parts: { button: "Try again, and the links to the learner's pages." },
  fr: {
    description:
      "La page du site pour une adresse ouverte sans réseau et sans copie sur l’appareil (son service worker l’affiche) : le dit dans la langue du lecteur, avec « Réessayer » et les pages de l’apprenant qui s’ouvrent hors ligne.",
    attributes: {},
    events: {},
    parts: { button: "« Réessayer », et les liens vers les pages de l’apprenant." },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
