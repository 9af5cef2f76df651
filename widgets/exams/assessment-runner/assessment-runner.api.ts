import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-assessment-runner>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-assessment-runner", attributes: { assessmentId: "number" } } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "Take Assessment, and a course's assessment in a full-screen modal: results, topic performance, attempt history, the timed attempt (every answer kept on the device, resumed after a reload), the solution and retakes.",
  attributes: {
    assessmentId: { description: "The assessment, as the course names it." },
  },
  events: {
    "lp-assessment-submit": "An attempt at the assessment was submitted and marked.",
  },
  commonParts: ["buttons"],
  parts: {
    dialog: "The modal and its dialogs.",
  },
  fr: {
    description:
      "« Passer l’évaluation », puis l’évaluation d’un cours dans une fenêtre modale plein écran : résultats, performance par thème, historique des tentatives, la tentative chronométrée (chaque réponse conservée sur l’appareil, reprise après un rechargement), la solution et les nouvelles tentatives.",
    attributes: {
      assessmentId: "L’évaluation, telle que le cours la désigne.",
    },
    events: {
      "lp-assessment-submit": "Une tentative à l’évaluation a été soumise et corrigée.",
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
