import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { nextPage, register } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { LpSignupEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import { TextField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { type Action, useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";
import type { SignUpForm } from "./signup-rules.ts";

interface VerifyStepProps {
  form: SignUpForm;
  /** The code the page made, in the contract's flow; null where the server makes and checks it. */
  clientCode: string | null;
  /** Sends a new code (the step starts again with it). */
  resend: Action<[]>;
  onBack(): void;
  /** A refusal of the details themselves: true when it took the learner back to them. */
  onRefused(error: unknown): boolean;
}

/**
 * The sign-up's second step: the 6-digit code from the e-mail, then the account. The page checks
 * the code itself only where it made it; otherwise the code goes with the registration.
 */
export function VerifyStep({ form, clientCode, resend, onBack, onRefused }: VerifyStepProps) {
  useSignals();
  const emit = useEmit();
  const [typed, setTyped] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const registering = useAction(
    () => {
      const { terms: _terms, ...details } = form;
      return register({ ...details, email: details.email.trim(), code: clientCode === null ? typed.trim() : undefined });
    },
    {
      succeeded: (created) => {
        if (clientCode === null) toast(t("auth.verify.success"), "success");
        flash(t("auth.registration-success"));
        emit(new LpSignupEvent({ userId: created.id }));
        navigation.go(nextPage(created));
      },
      failed: (error) => {
        const wrongCode = error instanceof ApiError && error.fieldErrors.code?.length;
        if (wrongCode) setCodeError(error.fieldErrors.code[0]);
        toast(t("auth.registration-failed", { msg: readableError(error, t("auth.default.registration")) }), "error");
        if (!wrongCode) onRefused(error);
      },
    },
  );

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) {
      setCodeError(t("auth.verify.required"));
      return toast(t("auth.verify.required"), "error");
    }
    if (clientCode !== null && typed.trim() !== clientCode) {
      setCodeError(t("auth.verify.invalid"));
      return toast(t("auth.verify.invalid"), "error");
    }
    if (clientCode !== null) toast(t("auth.verify.success"), "success");
    void registering.run();
  }

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
        <Button type="submit" disabled={typed.length !== 6} busy={registering.busy} className="auth-submit">
          {t("auth.verify.submit")}
        </Button>
      </form>
      <p className="auth-switch">
        <Button type="button" variant="link" onClick={() => void resend.run()} busy={resend.busy}>
          {t("auth.verify.resend")}
        </Button>{" "}
        <Button type="button" variant="link" onClick={onBack}>
          {t("auth.verify.back")}
        </Button>
      </p>
    </section>
  );
}
