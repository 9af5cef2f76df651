import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-featured-organizations>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-featured-organizations",
  attributes: {
    heading: "string",
    subheading: "string",
    autoplay: "boolean",
    breakpoints: "string",
    widthOf: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "A carousel of featured organizations; shows nothing when empty or failing, but says so when the platform cannot be reached at all.",
  attributes: {
    heading: { description: "Replaces the title (Featured Organizations)." },
    subheading: { description: "A line under the title." },
    autoplay: { description: "Advance every 3 s." },
    breakpoints: { description: 'Items per view by width, e.g. "1654:4,1200:3,768:2".' },
    widthOf: { description: "Whose width the breakpoints read (default the carousel's own).", values: ["carousel", "window"] },
  },
  events: {},
  parts: {
    carousel: "The carousel.",
    card: "An organization's card.",
    button: "Try again, when the platform could not be reached.",
  },
  fr: {
    description: "Un carrousel d’organisations à la une ; n’affiche rien s’il est vide ou en cas d’échec, mais le dit si la plateforme est injoignable.",
    attributes: {
      heading: "Remplace le titre (« Organisations à la une »).",
      subheading: "Une ligne sous le titre.",
      autoplay: "Avance toutes les 3 s.",
      breakpoints: 'Nombre d’éléments visibles selon la largeur, par ex. "1654:4,1200:3,768:2".',
      widthOf: "La largeur sur laquelle se basent les points de rupture (par défaut, celle du carrousel).",
    },
    events: {},
    parts: {
      carousel: "Le carrousel.",
      card: "La carte d’une organisation.",
      button: "« Réessayer », lorsque la plateforme n’a pas pu être jointe.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
