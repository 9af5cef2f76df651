import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-widget-gallery>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-widget-gallery", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "Every widget of the platform, read from the widgets' manifest: each live, with its attributes to try, its embed code to copy, and its events, parts and custom properties.",
  attributes: {},
  events: {},
  commonParts: ["buttons"],
  parts: {
    index: "The list of every tag, by family, linking to each.",
    tag: "One tag's card.",
    preview: "A tag's live preview.",
    field: "Form fields (a tag's attributes, its embed code).",
  },
  fr: {
    description:
      "Tous les widgets de la plateforme, lus dans le manifeste des widgets : chacun en direct, avec ses attributs à essayer, son code d’intégration à copier, ses événements, ses parties et ses propriétés personnalisées.",
    attributes: {},
    events: {},
    parts: {
      index: "La liste de toutes les balises, par famille, avec un lien vers chacune.",
      tag: "La carte d’une balise.",
      preview: "L’aperçu en direct d’une balise.",
      field: "Les champs de formulaire (les attributs d’une balise, son code d’intégration).",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
