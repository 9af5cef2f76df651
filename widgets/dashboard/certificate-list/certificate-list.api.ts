import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-certificate-list>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-certificate-list",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The learner's certificates: view the public certificate in a new tab, copy its link (shown selected where the browser cannot copy).",
  attributes: {},
  events: {},
  commonParts: ["buttons"],
  parts: {
    card: "A certificate card.",
    field: "The link to copy by hand.",
  },
  fr: {
    description:
      "Les certificats de l’apprenant : ouvrir le certificat public dans un nouvel onglet, copier son lien (affiché sélectionné lorsque le navigateur ne peut pas le copier).",
    attributes: {},
    events: {},
    parts: {
      card: "Une carte de certificat.",
      field: "Le lien à copier à la main.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
