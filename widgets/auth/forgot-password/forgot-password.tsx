import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { postForgotPassword } from "#shared/api/auth.ts";
import { readableError } from "#shared/api/errors.ts";
import { flags } from "#shared/auth/session.ts";
import { href } from "#shared/config/runtime.ts";
import { Button } from "#shared/ui/button.tsx";
import { TextField } from "#shared/ui/fields.tsx";
import { toast } from "#shared/ui/toast.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";

export const styles = [css];

/** <lp-forgot-password>: asks for a reset link by e-mail. */
export default function ForgotPassword() {
  useSignals();
  const [email, setEmail] = useState("");
  const busy = flags.forgotInProgress.value;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return toast(t("auth.forgot.required"), "error");
    flags.forgotInProgress.value = true;
    try {
      await postForgotPassword(email.trim());
      toast(t("auth.forgot.sent"), "success");
    } catch (error) {
      toast(t("auth.forgot.failed", { msg: readableError(error, t("auth.default.forgot")) }), "error");
    } finally {
      flags.forgotInProgress.value = false;
    }
  }

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t("auth.forgot.title")}</h1>
      <p className="auth-subtitle">{t("auth.forgot.intro")}</p>
      <form onSubmit={submit} noValidate>
        <TextField label={t("auth.email")} type="email" autoComplete="email" value={email} onValue={setEmail} required />
        <Button type="submit" busy={busy} className="auth-submit">
          {t("auth.forgot.submit")}
        </Button>
      </form>
      <p className="auth-switch">
        <a href={href("signin")}>{t("auth.forgot.back")}</a>
      </p>
    </section>
  );
}
