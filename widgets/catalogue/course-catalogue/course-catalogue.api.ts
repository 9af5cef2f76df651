import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-course-catalogue>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-course-catalogue",
  attributes: {
    organizationId: "string",
    syncUrl: "boolean",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The course catalogue: search, organization, category, difficulty, pricing and language filters, Load More. On the platform's own pages the filters live in the address, so a filtered catalogue can be linked.",
  attributes: {
    organizationId: { description: "Presets the organization filter." },
    syncUrl: { description: "Keep the filters in the page address (default: on the platform's own pages only)." },
  },
  events: {},
  commonParts: ["course-card", "buttons", "fields"],
  parts: {
    title: "The catalogue's heading.",
    count: "The number of courses found.",
    filters: "The filter sidebar on wide screens.",
    list: "The list of course cards.",
    dialog: "The filter drawer on small screens.",
  },
  fr: {
    description:
      "Le catalogue de cours : recherche, filtres par organisation, catégorie, niveau de difficulté, prix et langue d’enseignement, « Charger plus ». Sur les pages de la plateforme elle-même, les filtres sont conservés dans l’adresse, de sorte qu’un catalogue filtré peut être partagé par lien.",
    attributes: {
      organizationId: "Présélectionne le filtre par organisation.",
      syncUrl: "Conserve les filtres dans l’adresse de la page (par défaut : uniquement sur les pages de la plateforme elle-même).",
    },
    events: {},
    parts: {
      title: "Le titre du catalogue.",
      count: "Le nombre de cours trouvés.",
      filters: "La barre latérale des filtres sur les grands écrans.",
      list: "La liste des cartes de cours.",
      dialog: "Le panneau coulissant des filtres sur les petits écrans.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
