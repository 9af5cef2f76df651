import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-home-hero>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-home-hero", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The home page's opening banner: the page's heading and three slides that move on every 4 s (dots, pause on hover and focus, still with reduced motion).",
  attributes: {},
  events: {},
  parts: {
    carousel: "The slider.",
    button: "Each slide's link.",
  },
  fr: {
    description:
      "La bannière d’ouverture de la page d’accueil : le titre de la page et trois diapositives qui défilent toutes les 4 s (points de navigation, pause au survol et au focus, immobiles lorsque la réduction des animations est demandée).",
    attributes: {},
    events: {},
    parts: {
      carousel: "Le diaporama.",
      button: "Le lien de chaque diapositive.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
