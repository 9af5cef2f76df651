import type { Tag } from "./registry.ts";

export interface TagDoc {
  description: string;
  attributes?: { name: string; type: string; description: string }[];
  events?: { name: string; description: string }[];
  cssParts?: { name: string; description: string }[];
}

const BASE_PART = { name: "base", description: "The widget's root box." };
const FORM_PARTS = [BASE_PART, { name: "button", description: "Buttons." }, { name: "field", description: "Form fields." }];
const TOKENS = [
  "--lp-color-brand",
  "--lp-color-brand-strong",
  "--lp-color-on-brand",
  "--lp-color-text",
  "--lp-color-muted",
  "--lp-color-border",
  "--lp-color-surface",
  "--lp-color-subtle",
  "--lp-color-danger",
  "--lp-color-success",
  "--lp-radius",
  "--lp-space",
  "--lp-font",
];
// The widget declares every token on its own host, so a value set on an ancestor stops there.
export const CSS_PROPERTIES = TOKENS.map((name) => ({ name, description: "Design token: set it on the tag itself (a rule matching the element)." }));

/** The public API of every tag: what an embedding page may set, hear and style. */
export const TAG_DOCS: Record<Tag, TagDoc> = {
  "lp-signin": {
    description: "E-mail and password sign-in, with Google sign-in when a client id is configured. Reads `redirect` from the page's query.",
    events: [{ name: "lp-signin", description: "A learner signed in. detail: { userId }" }],
    cssParts: FORM_PARTS,
  },
  "lp-signup": {
    description: "Account creation: five fields and the terms, a 6-digit code sent by e-mail, then the account.",
    events: [{ name: "lp-signup", description: "An account was created. detail: { userId }" }],
    cssParts: FORM_PARTS,
  },
  "lp-forgot-password": {
    description: "Asks for a password reset link by e-mail.",
    cssParts: FORM_PARTS,
  },
  "lp-reset-password": {
    description: "Sets a new password from an e-mailed link (/reset-password/{token}?email=...).",
    attributes: [
      { name: "token", type: "string", description: "The reset token; read from the page's path when absent." },
      { name: "email", type: "string", description: "The account's e-mail; read from the page's query when absent." },
    ],
    cssParts: FORM_PARTS,
  },
  "lp-site-header": {
    description: "The platform's header: navigation, language switch, Become a Tutor, and Dashboard or Start Learning by session token. Collapses into a menu under 1024 px.",
    cssParts: [BASE_PART, { name: "header", description: "The header bar." }],
  },
  "lp-account-shell": {
    description:
      "The learner area's frame: sends a visitor without a session to sign-in (with a redirect back); for a learner, the student header (notifications with their unread count, settings, points, user menu) and the side menu around its content. Header and menu stay hidden on course and onboarding pages.",
    cssParts: [BASE_PART, { name: "header", description: "The student header." }, { name: "menu", description: "The side menu." }],
  },
  "lp-dashboard": {
    description:
      "The learner's dashboard: greeting, eight figures, recent notifications (hidden on small screens), this month's learning time per course as a bar chart (drawn with uPlot, loaded only when there is time to show), and the four course carousels as <lp-course-carousel> elements, which the loader defines.",
    cssParts: [BASE_PART, { name: "card", description: "A dashboard card." }],
  },
  "lp-my-courses": {
    description: "The courses the learner is enrolled in, with their progress, each leading to its learning page.",
    cssParts: [BASE_PART, { name: "card", description: "A course card." }, { name: "button", description: "Browse Courses, when there is no course yet." }],
  },
  "lp-notification-list": {
    description: "The learner's notifications, 20 at a time: all or unread, mark one or all as read. The counts it gets reach the account shell's badge.",
    cssParts: [BASE_PART, { name: "card", description: "A notification." }, { name: "button", description: "Buttons." }],
  },
  "lp-payment-history": {
    description: "The learner's payments, 20 at a time, with the total, paid and pending amounts.",
    cssParts: [BASE_PART, { name: "card", description: "A payment." }, { name: "button", description: "Buttons." }],
  },
  "lp-certificate-list": {
    description: "The learner's certificates: view the public certificate in a new tab, copy its link (shown selected where the browser cannot copy).",
    cssParts: [BASE_PART, { name: "card", description: "A certificate card." }, { name: "button", description: "Buttons." }, { name: "field", description: "The link to copy by hand." }],
  },
  "lp-profile": {
    description: "The learner's profile, with Edit Profile leading to the profile settings.",
    cssParts: [
      BASE_PART,
      { name: "header", description: "Picture, name, title and points." },
      { name: "card", description: "A section: details, bio, interests." },
      { name: "button", description: "Buttons." },
    ],
  },
  "lp-settings": {
    description: "The learner's settings: the hub, profile, interests, privacy and security, change password, notification toggles.",
    attributes: [{ name: "view", type: '"hub" | "profile" | "interests" | "privacy" | "password" | "notifications"', description: "Which settings page (default hub)." }],
    cssParts: [...FORM_PARTS, { name: "card", description: "A hub card, a form or the list of toggles." }],
  },
  "lp-onboarding": {
    description:
      "The six onboarding steps after sign-up: date of birth, interests, education, language, reason for joining, profile picture (cropped to a circle). Answers survive a reload of the tab. On completion, or at once for a learner already onboarded, goes to the page's `redirect` or the dashboard.",
    cssParts: [...FORM_PARTS, { name: "card", description: "A category of fields of interest." }],
  },
  "lp-course-catalogue": {
    description: "The course catalogue: search, organization, category, difficulty and pricing filters, Load More. On the platform's own pages the filters live in the address, so a filtered catalogue can be linked.",
    attributes: [
      { name: "organization-id", type: "string", description: "Presets the organization filter." },
      { name: "sync-url", type: "boolean", description: "Keep the filters in the page address (default: on the platform's own pages only)." },
    ],
    cssParts: [BASE_PART, { name: "card", description: "A course card." }, { name: "button", description: "Buttons." }, { name: "field", description: "Form fields." }],
  },
  "lp-course-detail": {
    description: "A course's page: overview, video, sections, curriculum, organization, FAQ, reviews, enrolment (free, paid by mobile money, bulk, access code).",
    attributes: [
      { name: "slug", type: "string", description: "The course; read from the page path /courses/{slug} when absent." },
      { name: "course-id", type: "number", description: "The course by id, when no slug is given." },
    ],
    cssParts: [BASE_PART, { name: "hero", description: "Title area." }, { name: "enrol-card", description: "The enrolment side card." }, { name: "dialog", description: "Dialogs." }],
  },
  "lp-course-carousel": {
    description: "A carousel of courses: popular, recommended, trending or the learner's own. Shows nothing when empty or failing, except the learner's own list, which offers the catalogue.",
    attributes: [
      { name: "kind", type: '"popular" | "recommended" | "trending" | "my-learning"', description: "Which courses." },
      { name: "heading", type: "string", description: "Title override." },
      { name: "subheading", type: "string", description: "Sub-line override." },
      { name: "autoplay", type: "boolean", description: "Advance every 3 s (pauses on hover and focus, never with reduced motion)." },
      { name: "breakpoints", type: "string", description: 'Items per view by the carousel\'s own width, e.g. "1654:4,1200:3,768:2".' },
      { name: "show-errors", type: "boolean", description: "Show a failure message instead of nothing." },
      { name: "width-of", type: '"carousel" | "window"', description: "Whose width the breakpoints read (default the carousel's own)." },
    ],
    cssParts: [BASE_PART, { name: "card", description: "A course card." }, { name: "carousel", description: "The carousel." }],
  },
  "lp-featured-organizations": {
    description: "A carousel of featured organizations; shows nothing when empty or failing.",
    attributes: [
      { name: "autoplay", type: "boolean", description: "Advance every 3 s." },
      { name: "breakpoints", type: "string", description: "Items per view by width." },
    ],
    cssParts: [BASE_PART, { name: "carousel", description: "The carousel." }],
  },
  "lp-organization-profile": {
    description: "An organization's page: stats, Follow, About, featured courses, testimonials, contact information, Browse All Courses.",
    attributes: [{ name: "slug", type: "string", description: "The organization; read from the page path when absent." }],
    cssParts: [BASE_PART, { name: "button", description: "Buttons." }],
  },
  "lp-site-footer": {
    description: "The platform's footer: link columns, support e-mail and WhatsApp, social pages.",
    cssParts: [BASE_PART, { name: "footer", description: "The footer." }],
  },
};
