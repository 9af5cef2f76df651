import { type GuessableProblem, guessablePassword } from "#shared/auth/guessable-password.ts";

/** The spec's password minimum. */
export const PASSWORD_MIN = 8;

export interface PasswordForm {
  current: string;
  next: string;
  confirmation: string;
}

export type PasswordProblem =
  | "settings.password.current-required"
  | "settings.password.new-required"
  | "settings.password.too-short"
  | "settings.password.mismatch"
  | GuessableProblem;

type PasswordProblems = Partial<Record<keyof PasswordForm, PasswordProblem>>;

/**
 * Every problem of the form at once, one per field. Blank means only spaces, as the server reads
 * it; the length counts characters as a person sees them, spaces included.
 */
export function checkPassword(form: PasswordForm, learner: Parameters<typeof guessablePassword>[1] = {}): PasswordProblems {
  const problems: PasswordProblems = {};
  const guessable = guessablePassword(form.next, learner);
  if (!form.current.trim()) problems.current = "settings.password.current-required";
  if (!form.next.trim()) problems.next = "settings.password.new-required";
  else if ([...form.next].length < PASSWORD_MIN) problems.next = "settings.password.too-short";
  else if (guessable) problems.next = guessable;
  if (form.confirmation !== form.next && (form.confirmation || form.next.trim())) problems.confirmation = "settings.password.mismatch";
  return problems;
}

/** The API's names for the form's fields, so the server's own field errors land in the right place. */
export const PASSWORD_API_FIELDS: Record<string, keyof PasswordForm> = {
  current_password: "current",
  new_password: "next",
  new_password_confirmation: "confirmation",
};
