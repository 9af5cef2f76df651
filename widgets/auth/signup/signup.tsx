import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useRef, useState } from "react";
import { postSendVerificationEmail } from "#shared/api/auth/auth.ts";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { flags, nextPage, register } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { getConfig, href } from "#shared/config/runtime.ts";
import type { WidgetProps } from "#shared/element/define-widget.tsx";
import { emit, LpSignupEvent } from "#shared/element/events/events.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { Checkbox, PasswordField, TextField, useFocusFirstError } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";
import { checkSignUp, fieldErrors, newVerificationCode, type SignUpForm } from "./signup-rules.ts";

export const styles = [fieldsCss, css];

const EMPTY: SignUpForm = { first_name: "", last_name: "", email: "", password: "", password_confirmation: "", terms: false };

type Field = keyof SignUpForm;
type Errors = Partial<Record<Field, string>>;

/**
 * <lp-signup>: the five fields and the terms, then a 6-digit code sent by e-mail, then the account.
 * Where the API makes and checks the code (the default), the code typed goes with the
 * registration; in the contract's own flow (configuration `verification: "client"`) the page
 * makes the code and compares it itself.
 * @event lp-signup - an account was created; detail { userId }
 */
export default function SignUp({ container }: WidgetProps) {
  useSignals();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  /** Whether the address is already registered: the form then offers sign-in and a reset. */
  const [taken, setTaken] = useState(false);
  const [step, setStep] = useState<"details" | "verify">("details");
  /** The page's own code, in the contract's flow only. */
  const [clientCode, setClientCode] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const set = (key: Field) => (value: string | boolean) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    if (key === "email") setTaken(false);
  };
  const clientFlow = getConfig().verification === "client";

  /** A refusal the server tied to fields goes back to the details, next to those fields. */
  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiError)) return false;
    const fields = Object.entries(error.fieldErrors).filter(([k, v]) => k in EMPTY && v.length > 0) as [Field, string[]][];
    if (fields.length === 0) return false;
    setStep("details");
    setTaken(fields.some(([k]) => k === "email"));
    setErrors(Object.fromEntries(fields.map(([k, v]) => [k, v[0]])));
    return true;
  }

  async function sendCode() {
    const next = clientFlow ? newVerificationCode() : undefined;
    setSending(true);
    try {
      await postSendVerificationEmail({ name: `${form.first_name} ${form.last_name}`.trim(), email: form.email.trim(), code: next });
      setClientCode(next ?? null);
      setStep("verify");
      setTyped("");
      setCodeError(null);
      toast(t("auth.verify.sent"), "success");
    } catch (error) {
      toast(t("auth.verify.send-failed", { msg: readableError(error, t("auth.default.verification")) }), "error");
      showServerErrors(error);
    } finally {
      setSending(false);
    }
  }

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(form);
    setErrors(found);
    const problem = checkSignUp(form);
    if (problem) return toast(t(problem), "error");
    void sendCode();
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) {
      setCodeError(t("auth.verify.required"));
      return toast(t("auth.verify.required"), "error");
    }
    if (clientFlow && typed.trim() !== clientCode) {
      setCodeError(t("auth.verify.invalid"));
      return toast(t("auth.verify.invalid"), "error");
    }
    if (clientFlow) toast(t("auth.verify.success"), "success");
    try {
      const { terms: _terms, ...details } = form;
      const created = await register({ ...details, email: details.email.trim(), code: clientFlow ? undefined : typed.trim() });
      if (!clientFlow) toast(t("auth.verify.success"), "success");
      flash(t("auth.registration-success"));
      emit(container, new LpSignupEvent({ userId: created.id }));
      navigation.go(nextPage(created));
    } catch (error) {
      const wrongCode = error instanceof ApiError && error.fieldErrors.code?.length;
      if (wrongCode) setCodeError(error.fieldErrors.code[0]);
      toast(t("auth.registration-failed", { msg: readableError(error, t("auth.default.registration")) }), "error");
      if (!wrongCode) showServerErrors(error);
    }
  }

  if (step === "verify")
    return (
      <section className="auth-card" aria-labelledby="verify-title">
        <h1 id="verify-title">{t("auth.verify.title")}</h1>
        <p className="auth-subtitle">{t("auth.verify.intro", { email: form.email.trim() })}</p>
        <form onSubmit={verify} noValidate>
          <TextField
            label={t("auth.verify.code")}
            value={typed}
            onValue={(v) => {
              setTyped(v.replace(/\D/g, "").slice(0, 6));
              setCodeError(null);
            }}
            error={codeError}
            hint={typed.length !== 6 ? t("auth.verify.needs-six") : undefined}
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
          <Button type="button" variant="link" onClick={() => setStep("details")}>
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
      <form ref={formRef} onSubmit={submitDetails} noValidate>
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
            {t("auth.signup.taken")} <a href={href("signin")}>{t("auth.signup.to-signin")}</a> · <a href={href("forgotPassword")}>{t("auth.signin.forgot")}</a>
          </p>
        )}
        <PasswordField
          label={t("auth.password")}
          autoComplete="new-password"
          value={form.password}
          onValue={set("password")}
          error={errors.password}
          hint={t("auth.password-hint")}
          required
        />
        <PasswordField
          label={t("auth.password-confirmation")}
          autoComplete="new-password"
          value={form.password_confirmation}
          onValue={set("password_confirmation")}
          error={errors.password_confirmation}
          required
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
