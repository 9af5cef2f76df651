import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { postForgotPassword } from "../../shared/api/auth.ts";
import { errorMessage } from "../../shared/api/errors.ts";
import { flags } from "../../shared/auth/session.ts";
import { href } from "../../shared/config/runtime.ts";
import { Button } from "../../shared/ui/button.tsx";
import { TextField } from "../../shared/ui/fields.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { t } from "./messages.ts";

/** <lp-forgot-password>: asks for a reset link by e-mail. */
export function ForgotPassword() {
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
      toast(t("auth.forgot.failed", { msg: errorMessage(error) }), "error");
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
