import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { postResetPassword } from "../../shared/api/auth.ts";
import { errorMessage } from "../../shared/api/errors.ts";
import { navigation } from "../../shared/auth/navigate.ts";
import { flags } from "../../shared/auth/session.ts";
import { href } from "../../shared/config/runtime.ts";
import { Button } from "../../shared/ui/button.tsx";
import { PasswordField } from "../../shared/ui/fields.tsx";
import { flash, toast } from "../../shared/ui/toast.ts";
import { t } from "./messages.ts";

/** The link is /reset-password/{token}?email=...; attributes may give both instead. */
function linkParts(token?: string, email?: string) {
  const fromPath = /\/reset-password\/([^/?#]+)/.exec(location.pathname)?.[1];
  return {
    token: token ?? (fromPath ? decodeURIComponent(fromPath) : ""),
    email: email ?? new URLSearchParams(location.search).get("email") ?? "",
  };
}

/** <lp-reset-password token? email?>: sets a new password from an e-mailed link. */
export function ResetPassword(props: { token?: string; email?: string }) {
  useSignals();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const link = linkParts(props.token, props.email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirmation) return toast(t("auth.fill-all"), "error");
    if (password !== confirmation) return toast(t("auth.password-mismatch"), "error");
    flags.resetInProgress.value = true;
    flags.resetSuccess.value = false;
    try {
      await postResetPassword({ password, password_confirmation: confirmation, token: link.token, email: link.email });
      flags.resetSuccess.value = true;
      flash(t("auth.reset.success"));
      navigation.go(href("signin"));
    } catch (error) {
      toast(t("auth.reset.failed", { msg: errorMessage(error) }), "error");
    } finally {
      flags.resetInProgress.value = false;
    }
  }

  if (!link.token || !link.email)
    return (
      <section className="auth-card">
        <p role="alert">{t("auth.reset.missing-link")}</p>
        <a href={href("forgotPassword")}>{t("auth.forgot.title")}</a>
      </section>
    );

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("auth.reset.title")}</h1>
      <form onSubmit={submit} noValidate>
        <PasswordField label={t("auth.reset.new-password")} autoComplete="new-password" value={password} onValue={setPassword} required />
        <PasswordField label={t("auth.password-confirmation")} autoComplete="new-password" value={confirmation} onValue={setConfirmation} required />
        <Button type="submit" busy={flags.resetInProgress.value} className="auth-submit">
          {t("auth.reset.submit")}
        </Button>
      </form>
    </section>
  );
}
