import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { postForgotPassword } from "#shared/api/auth.ts";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { href } from "#shared/config/runtime.ts";
import { Button } from "#shared/ui/button.tsx";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { TextField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";

export const styles = [fieldsCss, css];

/**
 * <lp-forgot-password>: asks for a reset link by e-mail, then says where to look for it (with a
 * way to send it again or to another address).
 */
export default function ForgotPassword() {
  useSignals();
  // A used or expired reset link sends the learner here with its address, so asking again is one tap.
  const [email, setEmail] = useState(() => new URLSearchParams(location.search).get("email") ?? "");
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inbox = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) inbox.current?.focus();
  }, [sentTo]);

  const sending = useAction((address: string) => postForgotPassword(address), {
    succeeded: (_, address) => {
      toast(t("auth.forgot.sent"), "success");
      setSentTo(address);
    },
    failed: (failure) => {
      setError(failure instanceof ApiError && failure.fieldErrors.email?.length ? failure.fieldErrors.email[0] : null);
      toast(t("auth.forgot.failed", { msg: readableError(failure, t("auth.default.forgot")) }), "error");
    },
  });
  const busy = sending.busy;
  const send = sending.run;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError(t("auth.forgot.required"));
      (event.currentTarget as HTMLFormElement).querySelector("input")?.focus();
      return toast(t("auth.forgot.required"), "error");
    }
    void send(email.trim());
  }

  if (sentTo)
    return (
      <section className="auth-card" aria-labelledby="inbox-title">
        <h1 id="inbox-title" ref={inbox} tabIndex={-1}>
          {t("auth.forgot.inbox.title")}
        </h1>
        <p className="auth-subtitle">{t("auth.forgot.inbox.body", { email: sentTo })}</p>
        <p className="auth-switch">
          <Button type="button" variant="link" onClick={() => void send(sentTo)} busy={busy}>
            {t("auth.forgot.inbox.again")}
          </Button>{" "}
          <Button type="button" variant="link" onClick={() => setSentTo(null)}>
            {t("auth.forgot.inbox.other")}
          </Button>
        </p>
        <p className="auth-switch">
          <a href={href("signin")}>{t("auth.forgot.back")}</a>
        </p>
      </section>
    );

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t("auth.forgot.title")}</h1>
      <p className="auth-subtitle">{t("auth.forgot.intro")}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          value={email}
          onValue={(value) => {
            setEmail(value);
            setError(null);
          }}
          error={error}
          required
        />
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
