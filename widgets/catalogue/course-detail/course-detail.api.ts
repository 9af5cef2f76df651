import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-course-detail>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-course-detail",
  attributes: {
    slug: "string",
    courseId: "number",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "A course's page: overview, video, sections, curriculum, organization, FAQ, reviews, enrolment (free, paid by mobile money, bulk, access code).",
  attributes: {
    slug: { description: "The course; read from the page path /courses/{slug} when absent." },
    courseId: { description: "The course by id, when no slug is given." },
  },
  events: {
    "lp-enrolment-complete": "The learner is enrolled in the course: free, with an access code, or once the payment went through.",
    "lp-payment-succeed": "The course's mobile-money payment went through.",
    "lp-payment-fail": "The course's mobile-money payment was declined or failed.",
    "lp-payment-timeout": "The payment got no answer within 180 s; it may still go through.",
    "lp-review-add": "The learner's review of the course was published.",
  },
  commonParts: ["buttons"],
  parts: {
    page: "The course page.",
    hero: "Title area: the title, the rating and the key facts.",
    media: "The intro video (or the cover) and the share buttons.",
    video: "The intro video.",
    section: "A section of the course's own text.",
    curriculum: "The modules and lessons.",
    organization: "Who offers the course, and its instructors.",
    faq: "Frequently asked questions.",
    reviews: "The reviews.",
    carousel: "The reviews' carousel.",
    "enrol-card": "The enrolment side card.",
    "buy-bar": "On phones, the price and Enroll Now held at the foot of the screen once the card has scrolled away.",
    field: "Form fields (the access code, the payer's details, a review).",
    dialog: "Dialogs.",
  },
  fr: {
    description:
      "La page d’un cours : présentation, vidéo, sections, programme, organisation, FAQ, avis, inscription (gratuite, payante par mobile money, groupée, par code d’accès).",
    attributes: {
      slug: "Le cours ; lu dans le chemin de la page /courses/{slug} s’il est absent.",
      courseId: "Le cours désigné par son identifiant, lorsqu’aucun slug n’est fourni.",
    },
    events: {
      "lp-enrolment-complete": "L’apprenant est inscrit au cours : gratuitement, avec un code d’accès ou une fois le paiement abouti.",
      "lp-payment-succeed": "Le paiement du cours par mobile money a abouti.",
      "lp-payment-fail": "Le paiement du cours par mobile money a été refusé ou a échoué.",
      "lp-payment-timeout": "Le paiement n’a reçu aucune réponse en 180 s ; il peut encore aboutir.",
      "lp-review-add": "L’avis de l’apprenant sur le cours a été publié.",
    },
    parts: {
      page: "La page du cours.",
      hero: "La zone de titre : le titre, la note et les informations clés.",
      media: "La vidéo de présentation (ou l’image de couverture) et les boutons de partage.",
      video: "La vidéo de présentation.",
      section: "Une section du texte propre au cours.",
      curriculum: "Les modules et les leçons.",
      organization: "L’organisation qui propose le cours, et ses formateurs.",
      faq: "Les questions fréquentes.",
      reviews: "Les avis.",
      carousel: "Le carrousel des avis.",
      "enrol-card": "La carte latérale d’inscription.",
      "buy-bar": "Sur les téléphones, le prix et « S’inscrire maintenant », maintenus en bas de l’écran une fois que la carte a défilé hors de vue.",
      field: "Les champs de formulaire (le code d’accès, les coordonnées du payeur, un avis).",
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
