import type { Tag } from "./registry.ts";

export interface TagDoc {
  description: string;
  attributes?: { name: string; type: string; description: string }[];
  events?: { name: string; description: string }[];
  cssParts?: { name: string; description: string }[];
}

const BASE_PART = { name: "base", description: "The widget's root box." };
const TOKENS = [
  "--lp-color-brand",
  "--lp-color-brand-strong",
  "--lp-color-on-brand",
  "--lp-color-text",
  "--lp-color-muted",
  "--lp-color-border",
  "--lp-color-surface",
  "--lp-color-danger",
  "--lp-radius",
  "--lp-font",
];
export const CSS_PROPERTIES = TOKENS.map((name) => ({ name, description: "Design token, inherited through the shadow boundary." }));

/** The public API of every tag: what an embedding page may set, hear and style. */
export const TAG_DOCS: Record<Tag, TagDoc> = {
  "lp-signin": {
    description: "E-mail and password sign-in, with Google sign-in when a client id is configured. Reads `redirect` from the page's query.",
    events: [{ name: "lp-signin", description: "A learner signed in. detail: { userId }" }],
    cssParts: [BASE_PART, { name: "button", description: "Buttons." }, { name: "field", description: "Form fields." }],
  },
  "lp-signup": {
    description: "Account creation: five fields and the terms, a 6-digit code sent by e-mail, then the account.",
    events: [{ name: "lp-signup", description: "An account was created. detail: { userId }" }],
    cssParts: [BASE_PART, { name: "button", description: "Buttons." }, { name: "field", description: "Form fields." }],
  },
  "lp-forgot-password": {
    description: "Asks for a password reset link by e-mail.",
    cssParts: [BASE_PART, { name: "button", description: "Buttons." }, { name: "field", description: "Form fields." }],
  },
  "lp-reset-password": {
    description: "Sets a new password from an e-mailed link (/reset-password/{token}?email=...).",
    attributes: [
      { name: "token", type: "string", description: "The reset token; read from the page's path when absent." },
      { name: "email", type: "string", description: "The account's e-mail; read from the page's query when absent." },
    ],
    cssParts: [BASE_PART, { name: "button", description: "Buttons." }, { name: "field", description: "Form fields." }],
  },
  "lp-site-header": {
    description: "The platform's header: navigation, language switch, Become a Tutor, and Dashboard or Start Learning by session token. Collapses into a menu under 1024 px.",
    cssParts: [BASE_PART, { name: "header", description: "The header bar." }],
  },
  "lp-account-shell": {
    description: "The learner area's frame: sends a visitor without a session to sign-in (with a redirect back), and shows its content to a signed-in learner.",
    cssParts: [BASE_PART],
  },
  "lp-site-footer": {
    description: "The platform's footer: link columns, support e-mail and WhatsApp, social pages.",
    cssParts: [BASE_PART, { name: "footer", description: "The footer." }],
  },
};
