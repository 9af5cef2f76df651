import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-dashboard>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-dashboard",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The learner's dashboard: greeting, eight figures, recent notifications (hidden on small screens), this month's learning time per course as a bar chart (drawn with uPlot, loaded only when there is a course to show), and the four course carousels as <lp-course-carousel> elements, which the loader defines.",
  attributes: {},
  events: {},
  parts: {
    card: "A dashboard card.",
    button: "Try again, when a card failed to load.",
  },
  fr: {
    description:
      "Le tableau de bord de l’apprenant : message d’accueil, huit chiffres clés, notifications récentes (masquées sur les petits écrans), le temps d’apprentissage du mois par cours sous forme de diagramme en barres (tracé avec uPlot, chargé uniquement lorsqu’il y a un cours à afficher), et les quatre carrousels de cours sous forme d’éléments <lp-course-carousel>, que le chargeur définit.",
    attributes: {},
    events: {},
    parts: {
      card: "Une carte du tableau de bord.",
      button: "« Réessayer », lorsqu’une carte n’a pas pu être chargée.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
