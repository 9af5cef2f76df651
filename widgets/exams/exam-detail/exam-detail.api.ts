import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

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
  parts: {
    base: "The widget's root box.",
    page: "The exam page.",
    banner: "The banner image and the title.",
    section: "A section: the overview, what is included, the prerequisites.",
    pricing: "The price card, shown until the learner is enrolled.",
    creator: "Who made the exam.",
    settings: "How the exam runs.",
    button: "Buttons.",
    field: "The payer's details.",
    dialog: "Dialogs.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
