import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { postSendVerificationEmail } from "#shared/api/auth.ts";
import { readableError } from "#shared/api/errors.ts";
import { flags, nextPage, register } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import type { WidgetProps } from "#shared/element/define-widget.tsx";
import { emit, LpSignupEvent } from "#shared/element/events.ts";
import { Button } from "#shared/ui/button.tsx";
import { Checkbox, PasswordField, TextField } from "#shared/ui/fields.tsx";
import { flash, toast } from "#shared/ui/toast.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";
import { checkSignUp, newVerificationCode, type SignUpForm } from "./signup-rules.ts";

export const styles = [css];

const EMPTY: SignUpForm = { first_name: "", last_name: "", email: "", password: "", password_confirmation: "", terms: false };

/**
 * <lp-signup>: the five fields and the terms, then a 6-digit code sent by e-mail, then the account.
 * @event lp-signup - an account was created; detail { userId }
 */
export default function SignUp({ container }: WidgetProps) {
  useSignals();
  const [form, setForm] = useState(EMPTY);
  const [code, setCode] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const [sending, setSending] = useState(false);
  const set = (key: keyof SignUpForm) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  async function sendCode() {
    const next = newVerificationCode();
    setSending(true);
    try {
      await postSendVerificationEmail({ name: `${form.first_name} ${form.last_name}`.trim(), email: form.email.trim(), code: next });
      setCode(next);
      setTyped("");
      toast(t("auth.verify.sent"), "success");
    } catch (error) {
      toast(t("auth.verify.send-failed", { msg: readableError(error, t("auth.default.verification")) }), "error");
    } finally {
      setSending(false);
    }
  }

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    const problem = checkSignUp(form);
    if (problem) return toast(t(problem), "error");
    void sendCode();
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) return toast(t("auth.verify.required"), "error");
    if (typed.trim() !== code) return toast(t("auth.verify.invalid"), "error");
    toast(t("auth.verify.success"), "success");
    try {
      const { terms: _terms, ...details } = form;
      const created = await register({ ...details, email: details.email.trim() });
      flash(t("auth.registration-success"));
      emit(container, new LpSignupEvent({ userId: created.id }));
      navigation.go(nextPage(created));
    } catch (error) {
      toast(t("auth.registration-failed", { msg: readableError(error, t("auth.default.registration")) }), "error");
    }
  }

  if (code !== null)
    return (
      <section className="auth-card" aria-labelledby="verify-title">
        <h1 id="verify-title">{t("auth.verify.title")}</h1>
        <p className="auth-subtitle">{t("auth.verify.intro", { email: form.email.trim() })}</p>
        <form onSubmit={verify} noValidate>
          <TextField
            label={t("auth.verify.code")}
            value={typed}
            onValue={(v) => setTyped(v.replace(/\D/g, "").slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <Button type="submit" disabled={typed.length !== 6} busy={flags.registrationInProgress.value} className="auth-submit">
            {t("auth.verify.submit")}
          </Button>
        </form>
        <p className="auth-switch">
          <Button type="button" variant="link" onClick={sendCode} busy={sending}>
            {t("auth.verify.resend")}
          </Button>{" "}
          <Button type="button" variant="link" onClick={() => setCode(null)}>
            {t("auth.verify.back")}
          </Button>
        </p>
      </section>
    );

  const [before, middle, after] = t("auth.signup.terms").split(/\{terms\}|\{privacy\}/);
  return (
    <section className="auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{t("auth.signup.title")}</h1>
      <p className="auth-subtitle">{t("auth.signup.subtitle")}</p>
      <form onSubmit={submitDetails} noValidate>
        <div className="auth-row">
          <TextField label={t("auth.first-name")} autoComplete="given-name" value={form.first_name} onValue={set("first_name")} required />
          <TextField label={t("auth.last-name")} autoComplete="family-name" value={form.last_name} onValue={set("last_name")} required />
        </div>
        <TextField label={t("auth.email")} type="email" autoComplete="email" value={form.email} onValue={set("email")} required />
        <PasswordField label={t("auth.password")} autoComplete="new-password" value={form.password} onValue={set("password")} required />
        <PasswordField
          label={t("auth.password-confirmation")}
          autoComplete="new-password"
          value={form.password_confirmation}
          onValue={set("password_confirmation")}
          required
        />
        <Checkbox checked={form.terms} onChecked={set("terms")}>
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
        <Button type="submit" busy={sending} className="auth-submit">
          {t("auth.signup.submit")}
        </Button>
      </form>
      <p className="auth-switch">
        {t("auth.signup.have-account")} <a href={href("signin")}>{t("auth.signup.to-signin")}</a>
      </p>
    </section>
  );
}
