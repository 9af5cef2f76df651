import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-course-carousel>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-course-carousel",
  attributes: {
    kind: "string",
    heading: "string",
    subheading: "string",
    autoplay: "boolean",
    breakpoints: "string",
    showErrors: "boolean",
    widthOf: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "A carousel of courses: popular, recommended, trending or the learner's own. Shows nothing when empty or failing (unless show-errors, or the platform cannot be reached at all, which it says), except the learner's own list, which offers the catalogue.",
  attributes: {
    kind: { description: "Which courses.", values: ["popular", "recommended", "trending", "my-learning"] },
    heading: { description: "Title override." },
    subheading: { description: "Sub-line override." },
    autoplay: { description: "Advance every 3 s (pauses on hover and focus, never with reduced motion)." },
    breakpoints: { description: 'Items per view by the carousel\'s own width, e.g. "1654:4,1200:3,768:2".' },
    showErrors: { description: "Show a failure message instead of nothing." },
    widthOf: { description: "Whose width the breakpoints read (default the carousel's own).", values: ["carousel", "window"] },
  },
  events: {},
  commonParts: ["course-card"],
  parts: {
    carousel: "The carousel.",
    button: "Browse Courses and Try again, when the list is empty or failed.",
  },
  fr: {
    description:
      "Un carrousel de cours : populaires, recommandés, tendance ou ceux de l’apprenant. N’affiche rien s’il est vide ou en cas d’échec (sauf avec show-errors, ou si la plateforme est injoignable, ce qu’il dit), sauf la liste de l’apprenant, qui propose alors le catalogue.",
    attributes: {
      kind: "Les cours à afficher.",
      heading: "Remplace le titre.",
      subheading: "Remplace la ligne sous le titre.",
      autoplay: "Avance toutes les 3 s (pause au survol et au focus ; jamais lorsque la réduction des animations est demandée).",
      breakpoints: 'Nombre d’éléments visibles selon la largeur du carrousel lui-même, par ex. "1654:4,1200:3,768:2".',
      showErrors: "Affiche un message d’échec au lieu de ne rien afficher.",
      widthOf: "La largeur sur laquelle se basent les points de rupture (par défaut, celle du carrousel).",
    },
    events: {},
    parts: {
      carousel: "Le carrousel.",
      button: "« Parcourir les cours » et « Réessayer », lorsque la liste est vide ou n’a pas pu être chargée.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
