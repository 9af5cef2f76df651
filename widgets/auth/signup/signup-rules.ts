import { guessablePassword, tp } from "#shared/auth/guessable-password.ts";
import { t } from "../components/auth.messages.ts";

export interface SignUpForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/** The platform's password bound, and what its message says (the contract's sentence says 6: see the README). */
export const PASSWORD_MIN = 8;

/** The first rule the form breaks, as a message key, or null when it may be sent. */
export function checkSignUp(form: SignUpForm): "auth.fill-all" | "auth.password-short" | "auth.password-guessable" | "auth.password-mismatch" | null {
  const required = [form.first_name, form.last_name, form.email, form.password, form.password_confirmation];
  if (required.some((v) => v.trim() === "") || !form.terms) return "auth.fill-all";
  if (form.password.length < PASSWORD_MIN) return "auth.password-short";
  if (guessablePassword(form.password, form)) return "auth.password-guessable";
  if (form.password !== form.password_confirmation) return "auth.password-mismatch";
  return null;
}

/** Each field's problem, as words to show next to it: what is missing, too short or different. */
export function fieldErrors(form: SignUpForm): Partial<Record<keyof SignUpForm, string>> {
  const errors: Partial<Record<keyof SignUpForm, string>> = {};
  for (const key of ["first_name", "last_name", "email", "password", "password_confirmation"] as const)
    if (form[key].trim() === "") errors[key] = t("auth.field-required");
  if (!errors.password) {
    const guessable = guessablePassword(form.password, form);
    if (form.password.length < PASSWORD_MIN) errors.password = t("auth.password-short");
    else if (guessable) errors.password = tp(guessable);
  }
  if (!errors.password_confirmation && !errors.password && form.password !== form.password_confirmation)
    errors.password_confirmation = t("auth.password-mismatch");
  if (!form.terms) errors.terms = t("auth.signup.terms-required");
  return errors;
}

/** A 6-digit code (100000 to 999999) from the platform's cryptographic random source, without modulo bias. */
export function newVerificationCode(random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]): string {
  const range = 900000;
  const limit = Math.floor(0x100000000 / range) * range;
  for (;;) {
    const n = random();
    if (n < limit) return String(100000 + (n % range));
  }
}
