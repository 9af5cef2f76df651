import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-organization-profile>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-organization-profile",
  attributes: {
    slug: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "An organization's page: stats, Follow, About, featured courses, testimonials, contact information, Browse All Courses.",
  attributes: {
    slug: { description: "The organization; read from the page path when absent." },
  },
  events: {
    "lp-follow-change": "The learner followed or unfollowed the organization.",
  },
  commonParts: ["buttons"],
  parts: {
    header: "Logo, name, motto and Follow.",
    card: "A featured course.",
  },
  fr: {
    description:
      "La page d’une organisation : statistiques, bouton « Suivre », rubrique « À propos », cours à la une, témoignages, coordonnées, « Parcourir tous les cours ».",
    attributes: {
      slug: "L’organisation ; lue dans le chemin de la page si elle est absente.",
    },
    events: {
      "lp-follow-change": "L’apprenant a commencé ou cessé de suivre l’organisation.",
    },
    parts: {
      header: "Le logo, le nom, la devise et le bouton « Suivre ».",
      card: "Un cours à la une.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
