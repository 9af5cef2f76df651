import { defineMessages } from "#shared/i18n/messages.ts";

/** What is said at a password field of the sign-up and settings pages: the server's own words for the same rules. */
export const tp = defineMessages({
  en: {
    "password.common": "This password is one of the most common: choose one that is harder to guess.",
    "password.personal": "The password must not contain your name or your e-mail address.",
  },
  fr: {
    "password.common": "Ce mot de passe est parmi les plus courants : choisissez-en un plus difficile à deviner.",
    "password.personal": "Le mot de passe ne doit contenir ni votre nom ni votre adresse e-mail.",
  },
});

export type GuessableProblem = "password.common" | "password.personal";

/**
 * What the page can tell of a new password before it is sent, by the rule the server applies too:
 * one character repeated, or made of the learner's own name or e-mail address (a word of four
 * characters or more from them). The list of the most common passwords stays on the server: it
 * is too big to send to a phone, and the server says at the field when one is refused. The
 * answer is a message id of `tp`, so what is shown follows a change of language.
 */
export function guessablePassword(
  password: string,
  person: { email?: string | null; first_name?: string | null; last_name?: string | null },
): GuessableProblem | null {
  if (password.length > 0 && /^(.)\1*$/su.test(password)) return "password.common";
  const lower = password.toLowerCase();
  const parts = [person.email?.split("@")[0], person.first_name, person.last_name]
    .flatMap((v) => (v ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((part) => [...part].length >= 4);
  return parts.some((part) => lower.includes(part)) ? "password.personal" : null;
}
