import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-course-player>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-course-player",
  attributes: {
    slug: "string",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "An enrolled learner's course: the outline with progress, every lesson type, completion by the spec's rules (kept on the device until the server has it), learning time, and the lesson's overview, instructors, resources and references.",
  attributes: {
    slug: { description: "The course; read from the page path /account/courses/{slug} when absent." },
  },
  events: {
    "lp-lesson-complete": "The platform recorded a lesson as completed.",
    "lp-course-complete": "The learner completed every lesson of the course.",
    "lp-review-add": "The learner's review of the course was published.",
  },
  commonParts: ["buttons"],
  parts: {
    base: "The player's root box.",
    outline: "The course outline: progress, modules and lessons.",
    lesson: "A lesson in the outline.",
    main: "The current lesson.",
    card: "A flashcard.",
    sheet: "The tabs under the lesson: overview, instructors, resources, references.",
    dialog: "The 'Write a Review' dialog.",
    field: "The review's text field.",
  },
  fr: {
    description:
      "Le cours d’un apprenant inscrit : le plan du cours avec la progression, tous les types de leçons, l’achèvement selon les règles de la spécification (conservé sur l’appareil jusqu’à ce que le serveur l’ait reçu), le temps d’apprentissage, ainsi que l’aperçu de la leçon, ses formateurs, ses ressources et ses références.",
    attributes: {
      slug: "Le cours ; lu dans le chemin de la page /account/courses/{slug} s’il est absent.",
    },
    events: {
      "lp-lesson-complete": "La plateforme a enregistré une leçon comme terminée.",
      "lp-course-complete": "L’apprenant a terminé toutes les leçons du cours.",
      "lp-review-add": "L’avis de l’apprenant sur le cours a été publié.",
    },
    parts: {
      base: "La boîte racine du lecteur.",
      outline: "Le plan du cours : progression, modules et leçons.",
      lesson: "Une leçon dans le plan.",
      main: "La leçon en cours.",
      card: "Une carte mémoire.",
      sheet: "Les onglets sous la leçon : aperçu, formateurs, ressources, références.",
      dialog: "La boîte de dialogue « Rédiger un avis ».",
      field: "Le champ de texte de l’avis.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
