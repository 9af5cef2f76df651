import { guessablePassword, tp } from "#shared/auth/guessable-password.ts";
import { t } from "./auth.messages.ts";

/** The platform's password bound, and what its message says (the contract's sentence says 6: see the README). */
export const PASSWORD_MIN = 8;

/** Whose name and address a new password must not be made of: as much of them as the page knows. */
export type PasswordOwner = Parameters<typeof guessablePassword>[1];

/**
 * The rule a new password breaks, as the key of the sentence a form's toast says, or null. The
 * sign-up and the reset ask the same of a password, so a learner meets one rule, said one way.
 */
export function brokenPasswordRule(password: string, owner: PasswordOwner): "auth.password-short" | "auth.password-guessable" | null {
  if (password.length < PASSWORD_MIN) return "auth.password-short";
  return guessablePassword(password, owner) ? "auth.password-guessable" : null;
}

/** The same rule, in the words shown under the field: there, which way the password is guessable. */
export function passwordFieldError(password: string, owner: PasswordOwner): string | null {
  if (password.length < PASSWORD_MIN) return t("auth.password-short");
  const guessable = guessablePassword(password, owner);
  return guessable ? tp(guessable) : null;
}
