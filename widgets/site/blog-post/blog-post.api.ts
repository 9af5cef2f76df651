import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-blog-post slug?>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-blog-post", attributes: { slug: "string" } } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "One blog post: its picture, sanitised content, tags, share buttons with Copy link, the author with their social links, the organization it comes from, and related posts.",
  attributes: {
    slug: { description: "The post to show; without it, the one the page's address names (`/blog/{slug}`)." },
  },
  events: {},
  commonParts: ["breadcrumb"],
  parts: {
    content: "The post's text.",
    author: "The author's box.",
    organization: "The organization's box.",
    related: "The related posts.",
    button: "The Try again button after a failure.",
  },
  fr: {
    description:
      "Un article de blog : son image, son contenu nettoyé, ses étiquettes, les boutons de partage avec « Copier le lien », l’auteur avec ses liens vers les réseaux sociaux, l’organisation dont il provient et les articles similaires.",
    attributes: {
      slug: "L’article à afficher ; à défaut, celui que désigne l’adresse de la page (`/blog/{slug}`).",
    },
    events: {},
    parts: {
      content: "Le texte de l’article.",
      author: "L’encadré de l’auteur.",
      organization: "L’encadré de l’organisation.",
      related: "Les articles similaires.",
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
