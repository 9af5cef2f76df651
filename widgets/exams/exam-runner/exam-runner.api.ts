import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

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
  parts: {
    base: "The widget's root box.",
    button: "Buttons.",
    dialog: "The modal and its dialogs.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
