import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-account-shell>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-account-shell",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The learner area's frame: sends a visitor without a session to sign-in (with a redirect back); for a learner, the student header (notifications with their unread count, settings, points, user menu with the language) and the side menu around its content. Header and menu stay hidden on course and onboarding pages.",
  attributes: {},
  events: {
    "lp-signout": "The learner signed out.",
    "lp-locale-change": "The learner chose the other language in the user menu; every widget on the page now speaks it.",
    "lp-enrolment-complete": "A payment resumed here went through: the learner is enrolled.",
    "lp-payment-succeed": "A payment resumed here (after a reload) went through.",
    "lp-payment-fail": "A payment resumed here was declined or failed.",
    "lp-payment-timeout": "A payment resumed here got no answer within 180 s.",
  },
  commonParts: ["buttons"],
  parts: {
    header: "The student header.",
    menu: "The side menu.",
    dialog: "The payment-processing dialog, shown while a payment started on another page is confirmed.",
  },
  fr: {
    description:
      "Le cadre de l’espace apprenant : envoie un visiteur sans session vers la connexion (avec un retour vers la page demandée) ; pour un apprenant, l’en-tête étudiant (notifications avec leur nombre de non lues, paramètres, points, menu utilisateur avec la langue) et le menu latéral autour de son contenu. L’en-tête et le menu restent masqués sur les pages de cours et de finalisation du profil (onboarding).",
    attributes: {},
    events: {
      "lp-signout": "L’apprenant s’est déconnecté.",
      "lp-locale-change": "L’apprenant a choisi l’autre langue dans le menu utilisateur ; tous les widgets de la page l’utilisent désormais.",
      "lp-enrolment-complete": "Un paiement repris ici a abouti : l’apprenant est inscrit.",
      "lp-payment-succeed": "Un paiement repris ici (après un rechargement) a abouti.",
      "lp-payment-fail": "Un paiement repris ici a été refusé ou a échoué.",
      "lp-payment-timeout": "Un paiement repris ici n’a reçu aucune réponse en 180 s.",
    },
    parts: {
      header: "L’en-tête étudiant.",
      menu: "Le menu latéral.",
      dialog: "La boîte de dialogue de traitement du paiement, affichée pendant la confirmation d’un paiement commencé sur une autre page.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
