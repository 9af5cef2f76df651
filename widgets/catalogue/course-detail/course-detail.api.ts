import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

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
  parts: {
    base: "The widget's root box.",
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
    button: "Buttons.",
    field: "Form fields (the access code, the payer's details, a review).",
    dialog: "Dialogs.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
