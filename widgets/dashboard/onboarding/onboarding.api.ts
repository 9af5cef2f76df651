import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-onboarding>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-onboarding",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The six onboarding steps after sign-up: date of birth, interests, education, language, reason for joining, profile picture (cropped to a circle). Answers survive a reload of the tab. On completion, or at once for a learner already onboarded, goes to the page's `redirect` or the dashboard.",
  attributes: {},
  events: {
    "lp-locale-change": "The learner chose the other language; every widget on the page now speaks it.",
  },
  commonParts: ["buttons", "fields"],
  parts: {
    card: "A category of fields of interest.",
  },
  fr: {
    description:
      "Les six étapes de finalisation du profil après la création du compte : date de naissance, domaines d’intérêt, niveau d’études, langue, motif d’inscription, photo de profil (recadrée en cercle). Les réponses sont conservées si l’onglet est rechargé. Une fois les étapes terminées, ou immédiatement pour un apprenant qui les a déjà faites, mène au `redirect` de la page ou au tableau de bord.",
    attributes: {},
    events: {
      "lp-locale-change": "L’apprenant a choisi l’autre langue ; tous les widgets de la page l’utilisent désormais.",
    },
    parts: {
      card: "Une catégorie de domaines d’intérêt.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
