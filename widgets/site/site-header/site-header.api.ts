import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-site-header>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-site-header",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The platform's header: navigation, language switch, Become a Tutor, and Dashboard or Start Learning by session token. Collapses into a menu under 1024 px.",
  attributes: {},
  events: {
    "lp-locale-change": "The reader chose the other language; every widget on the page now speaks it.",
  },
  parts: {
    header: "The header bar.",
  },
  fr: {
    description:
      "L’en-tête de la plateforme : navigation, choix de la langue, « Devenir formateur », et « Tableau de bord » ou « Commencer à apprendre » selon la présence d’un jeton de session. Se replie en menu en dessous de 1024 px.",
    attributes: {},
    events: {
      "lp-locale-change": "Le visiteur a choisi l’autre langue ; tous les widgets de la page l’utilisent désormais.",
    },
    parts: {
      header: "La barre d’en-tête.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
