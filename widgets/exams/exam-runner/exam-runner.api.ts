import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-exam-runner>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-exam-runner", attributes: { exam: "string" } } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "Start Exam, and the exam in a full-screen modal: the learner's results, topic performance and attempt history, the timed attempt (every answer kept on the device, resumed after a reload), the solution and retakes.",
  attributes: {
    exam: { description: "The exam's slug; read from the page path /account/exams/{slug} when absent." },
  },
  events: {
    "lp-exam-submit": "An attempt at the exam was submitted and marked.",
  },
  commonParts: ["buttons"],
  parts: {
    dialog: "The modal and its dialogs.",
  },
  fr: {
    description:
      "« Commencer l’examen », puis l’examen dans une fenêtre modale plein écran : les résultats de l’apprenant, sa performance par thème et l’historique de ses tentatives, la tentative chronométrée (chaque réponse conservée sur l’appareil, reprise après un rechargement), la solution et les nouvelles tentatives.",
    attributes: {
      exam: "Le slug de l’examen ; lu dans le chemin de la page /account/exams/{slug} s’il est absent.",
    },
    events: {
      "lp-exam-submit": "Une tentative à l’examen a été soumise et corrigée.",
    },
    parts: {
      dialog: "La fenêtre modale et ses boîtes de dialogue.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
