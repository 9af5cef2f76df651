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
  events: {},
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
