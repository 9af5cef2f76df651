import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { postResetPassword } from "#shared/api/auth.ts";
import { readableError } from "#shared/api/errors.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href, routeParam } from "#shared/config/runtime.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { PasswordField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";
import type { tag } from "./reset-password.api.ts";

export const styles = [fieldsCss, css];

/** The link is /reset-password/{token}?email=...; attributes may give both instead. */
function linkParts(token?: string, email?: string) {
  return {
    token: token ?? routeParam("resetPassword", "token") ?? "",
    email: email ?? new URLSearchParams(location.search).get("email") ?? "",
  };
}

/** <lp-reset-password token? email?>: sets a new password from an e-mailed link. */
export default function ResetPassword(props: RootProps<typeof tag>) {
  useSignals();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const link = linkParts(props.token, props.email);

  const reset = useAction(() => postResetPassword({ password, password_confirmation: confirmation, token: link.token, email: link.email }), {
    succeeded: () => {
      flash(t("auth.reset.success"));
      navigation.go(href("signin"));
    },
    failed: (error) => toast(t("auth.reset.failed", { msg: readableError(error, t("auth.default.reset")) }), "error"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirmation) return toast(t("auth.fill-all"), "error");
    if (password !== confirmation) return toast(t("auth.password-mismatch"), "error");
    void reset.run();
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
        <Button type="submit" busy={reset.busy} className="auth-submit">
          {t("auth.reset.submit")}
        </Button>
      </form>
    </section>
  );
}
