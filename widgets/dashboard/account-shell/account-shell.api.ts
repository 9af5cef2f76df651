import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-account-shell>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-account-shell",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The learner area's frame: sends a visitor without a session to sign-in (with a redirect back); for a learner, the student header (notifications with their unread count, settings, points, user menu) and the side menu around its content. Header and menu stay hidden on course and onboarding pages.",
  attributes: {},
  events: {
    "lp-signout": "The learner signed out.",
    "lp-enrolment-complete": "A payment resumed here went through: the learner is enrolled.",
    "lp-payment-succeed": "A payment resumed here (after a reload) went through.",
    "lp-payment-fail": "A payment resumed here was declined or failed.",
    "lp-payment-timeout": "A payment resumed here got no answer within 180 s.",
  },
  parts: {
    base: "The widget's root box.",
    header: "The student header.",
    menu: "The side menu.",
    dialog: "The payment-processing dialog, shown while a payment started on another page is confirmed.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
