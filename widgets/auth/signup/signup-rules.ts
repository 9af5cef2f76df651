export interface SignUpForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/** The platform's password bound; its message says 6, as the spec keeps it. */
export const PASSWORD_MIN = 8;

/** The first rule the form breaks, as a message key, or null when it may be sent. */
export function checkSignUp(form: SignUpForm): "auth.fill-all" | "auth.password-short" | "auth.password-mismatch" | null {
  const required = [form.first_name, form.last_name, form.email, form.password, form.password_confirmation];
  if (required.some((v) => v.trim() === "") || !form.terms) return "auth.fill-all";
  if (form.password.length < PASSWORD_MIN) return "auth.password-short";
  if (form.password !== form.password_confirmation) return "auth.password-mismatch";
  return null;
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
