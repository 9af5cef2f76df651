import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-blog-list>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-blog-list", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The blog: posts page by page, newest first, filtered by category. The page and the category are kept in the page's address (`?category=3&page=2`), so a page of posts can be linked and Back returns to the one before.",
  attributes: {},
  events: {},
  commonParts: ["breadcrumb"],
  parts: {
    filter: "The category filter.",
    card: "Each post's card.",
    pager: "The previous and next page links.",
    button: "The Try again button after a failure.",
  },
  fr: {
    description:
      "Le blog : les articles page par page, du plus récent au plus ancien, filtrés par catégorie. La page et la catégorie sont conservées dans l’adresse de la page (`?category=3&page=2`), de sorte qu’une page d’articles peut être partagée par lien et que le bouton Retour ramène à la précédente.",
    attributes: {},
    events: {},
    parts: {
      filter: "Le filtre par catégorie.",
      card: "La carte de chaque article.",
      pager: "Les liens vers la page précédente et la page suivante.",
      button: "Le bouton « Réessayer » après un échec.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
