import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-exam-detail>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-exam-detail", attributes: { slug: "string" } } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "An exam's page: what it covers and how it runs, its price and who made it; enrolment (free, or paid by mobile money) and, once enrolled, the exam itself.",
  attributes: {
    slug: { description: "The exam; read from the page path /account/exams/{slug} when absent." },
  },
  events: {
    "lp-enrolment-complete": "The learner is enrolled in the exam: free, or once the payment went through.",
    "lp-payment-succeed": "The exam's mobile-money payment went through.",
    "lp-payment-fail": "The exam's mobile-money payment was declined or failed.",
    "lp-payment-timeout": "The payment got no answer within 180 s; it may still go through.",
  },
  commonParts: ["buttons"],
  parts: {
    page: "The exam page.",
    banner: "The banner image and the title.",
    section: "A section: the overview, what is included, the prerequisites.",
    pricing: "The price card, shown until the learner is enrolled.",
    creator: "Who made the exam.",
    settings: "How the exam runs.",
    field: "The payer's details.",
    dialog: "Dialogs.",
  },
  fr: {
    description:
      "La page d’un examen : ce qu’il couvre et son déroulement, son prix et son auteur ; l’inscription (gratuite ou payante par mobile money) et, une fois l’apprenant inscrit, l’examen lui-même.",
    attributes: {
      slug: "L’examen ; lu dans le chemin de la page /account/exams/{slug} s’il est absent.",
    },
    events: {
      "lp-enrolment-complete": "L’apprenant est inscrit à l’examen : gratuitement, ou une fois le paiement abouti.",
      "lp-payment-succeed": "Le paiement de l’examen par mobile money a abouti.",
      "lp-payment-fail": "Le paiement de l’examen par mobile money a été refusé ou a échoué.",
      "lp-payment-timeout": "Le paiement n’a reçu aucune réponse en 180 s ; il peut encore aboutir.",
    },
    parts: {
      page: "La page de l’examen.",
      banner: "L’image de bannière et le titre.",
      section: "Une section : la présentation, ce qui est inclus, les prérequis.",
      pricing: "La carte du prix, affichée tant que l’apprenant n’est pas inscrit.",
      creator: "L’auteur de l’examen.",
      settings: "Le déroulement de l’examen.",
      field: "Les coordonnées du payeur.",
      dialog: "Les boîtes de dialogue.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
