import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useRef } from "react";
import { redirectParam } from "#shared/auth/session.ts";
import { href } from "#shared/config/runtime.ts";
import { Button } from "#shared/ui/button.tsx";
import { Checkbox, TextField, useFocusFirstError } from "#shared/ui/forms/fields.tsx";
import { t } from "../components/auth.messages.ts";
import { NewPasswordFields } from "../components/new-password-fields.tsx";
import type { SignUpForm } from "./signup-rules.ts";

export type Field = keyof SignUpForm;
export type Errors = Partial<Record<Field, string>>;

interface DetailsStepProps {
  form: SignUpForm;
  /** What is wrong with each field, as it stands now. */
  errors: Errors;
  /** The last set of problems reported by a submit or the server: each new set takes the focus to the first. */
  reported: Errors;
  /** The address already has an account: sign-in and a reset are offered. */
  taken: boolean;
  set(key: Field): (value: string | boolean) => void;
  onSubmit(event: FormEvent): void;
  /** The code is being sent. */
  busy: boolean;
}

/** The sign-up's first step: the five fields and the terms, each field's problem beside it. */
export function DetailsStep({ form, errors, reported, taken, set, onSubmit, busy }: DetailsStepProps) {
  useSignals();
  const formRef = useRef<HTMLFormElement>(null);
  // Only when problems are reported: following every change of `errors` would pull the focus
  // away from the field being typed in each time another field's message goes.
  useFocusFirstError(formRef, reported);
  // Signing in instead still leads back where the learner was going (a course they came to enrol in).
  const redirect = redirectParam();
  const signIn = href("signin", {}, redirect ? { redirect } : undefined);
  const [before, middle, after] = t("auth.signup.terms").split(/\{terms\}|\{privacy\}/);
  return (
    <section className="auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{t("auth.signup.title")}</h1>
      <p className="auth-subtitle">{t("auth.signup.subtitle")}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <div className="auth-row">
          <TextField
            label={t("auth.first-name")}
            autoComplete="given-name"
            value={form.first_name}
            onValue={set("first_name")}
            error={errors.first_name}
            required
          />
          <TextField
            label={t("auth.last-name")}
            autoComplete="family-name"
            value={form.last_name}
            onValue={set("last_name")}
            error={errors.last_name}
            required
          />
        </div>
        <TextField label={t("auth.email")} type="email" autoComplete="email" value={form.email} onValue={set("email")} error={errors.email} required />
        {taken && (
          <p className="auth-taken">
            {t("auth.signup.taken")} <a href={signIn}>{t("auth.signup.to-signin")}</a> ·{" "}
            <a href={href("forgotPassword", {}, { email: form.email.trim() })}>{t("auth.signin.forgot")}</a>
          </p>
        )}
        <NewPasswordFields
          label={t("auth.password")}
          password={form.password}
          confirmation={form.password_confirmation}
          onPassword={set("password")}
          onConfirmation={set("password_confirmation")}
          errors={errors}
        />
        <Checkbox checked={form.terms} onChecked={set("terms")} error={errors.terms}>
          {before}
          <a href={href("terms")} target="_blank" rel="noopener noreferrer">
            {t("auth.signup.terms-link")}
          </a>
          {middle}
          <a href={href("privacy")} target="_blank" rel="noopener noreferrer">
            {t("auth.signup.privacy-link")}
          </a>
          {after}
        </Checkbox>
        <Button type="submit" busy={busy} className="auth-submit">
          {t("auth.signup.submit")}
        </Button>
      </form>
      <p className="auth-switch">
        {t("auth.signup.have-account")} <a href={signIn}>{t("auth.signup.to-signin")}</a>
      </p>
    </section>
  );
}
