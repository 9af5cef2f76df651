import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-settings>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-settings",
  attributes: {
    view: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The learner's settings: the hub, profile, interests, privacy and security, change password, notification toggles.",
  attributes: {
    view: { description: "Which settings page (default hub).", values: ["hub", "profile", "interests", "privacy", "password", "notifications"] },
  },
  events: {
    "lp-locale-change": "The learner chose the other language on the hub; every widget on the page now speaks it.",
  },
  commonParts: ["buttons", "fields"],
  parts: {
    card: "A hub card, a form or the list of toggles.",
  },
  fr: {
    description:
      "Les paramètres de l’apprenant : la page d’accueil des paramètres, le profil, les domaines d’intérêt, la confidentialité et la sécurité, le changement de mot de passe, les interrupteurs de notifications.",
    attributes: {
      view: "La page de paramètres à afficher (par défaut hub, la page d’accueil).",
    },
    events: {
      "lp-locale-change": "L’apprenant a choisi l’autre langue sur la page d’accueil des paramètres ; tous les widgets de la page l’utilisent désormais.",
    },
    parts: {
      card: "Une carte de la page d’accueil, un formulaire ou la liste des interrupteurs.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
