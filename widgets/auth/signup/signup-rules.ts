import { t } from "../components/auth.messages.ts";
import { brokenPasswordRule, PASSWORD_MIN, passwordFieldError } from "../components/password-rule.ts";

export { PASSWORD_MIN };

export interface SignUpForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/**
 * The platform's own check of an address (the reference API's, which the server applies to the
 * trimmed address): something, an @, a domain with a dot and two characters or more after it, no
 * spaces, and 255 characters at most. Only such an address can be said to have an account.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
export const wellFormedEmail = (email: string): boolean => {
  const trimmed = email.trim();
  return trimmed.length <= 255 && EMAIL.test(trimmed);
};

/** The first rule the form breaks, as a message key, or null when it may be sent. */
export function checkSignUp(
  form: SignUpForm,
): "auth.fill-all" | "auth.email-invalid" | "auth.password-short" | "auth.password-guessable" | "auth.password-mismatch" | null {
  const required = [form.first_name, form.last_name, form.email, form.password, form.password_confirmation];
  if (required.some((v) => v.trim() === "") || !form.terms) return "auth.fill-all";
  if (!wellFormedEmail(form.email)) return "auth.email-invalid";
  const password = brokenPasswordRule(form.password, form);
  if (password) return password;
  if (form.password !== form.password_confirmation) return "auth.password-mismatch";
  return null;
}

/** Each field's problem, as words to show next to it: what is missing, malformed, too short or different. */
export function fieldErrors(form: SignUpForm): Partial<Record<keyof SignUpForm, string>> {
  const errors: Partial<Record<keyof SignUpForm, string>> = {};
  for (const key of ["first_name", "last_name", "email", "password", "password_confirmation"] as const)
    if (form[key].trim() === "") errors[key] = t("auth.field-required");
  if (!errors.email && !wellFormedEmail(form.email)) errors.email = t("auth.email-invalid");
  if (!errors.password) {
    const password = passwordFieldError(form.password, form);
    if (password) errors.password = password;
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
