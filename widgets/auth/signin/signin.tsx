import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useId, useState } from "react";
import { readableError } from "#shared/api/errors.ts";
import { nextPage, redirectParam, signIn } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { getConfig, href } from "#shared/config/runtime.ts";
import { LpSigninEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { Checkbox, PasswordField, TextField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";
import { cameToEnrol } from "./came-to-enrol.ts";
import { GoogleButton } from "./google-button.tsx";

export const styles = [fieldsCss, css];

/**
 * <lp-signin>: e-mail and password sign-in, plus Google when a client id is configured; the
 * learner may ask to stay signed in on this device. A visitor sent here to enrol (the way back is
 * a course's or an exam's page) is told an account is needed, and offered the sign-up first:
 * many have none yet, and "Welcome back!" would tell them they should.
 * @event lp-signin - a learner signed in; detail { userId }
 */
export default function SignIn() {
  useSignals();
  const emit = useEmit();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [keep, setKeep] = useState(false);
  const filled = email.trim() !== "" && password !== "";
  const redirect = redirectParam();
  const toEnrol = cameToEnrol(redirect);
  const signUp = href("signup", {}, redirect ? { redirect } : undefined);
  const needId = useId();
  const signingIn = useAction(() => signIn(email.trim(), password, keep), {
    succeeded: (signedIn) => {
      emit(new LpSigninEvent({ userId: signedIn.id }));
      navigation.go(nextPage(signedIn));
    },
    failed: (error) => toast(t("auth.login-failed", { msg: readableError(error, t("auth.default.login")) }), "error"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled) return toast(t("auth.fill-all"), "error");
    void signingIn.run();
  }

  return (
    <section className="auth-card" aria-labelledby="signin-title">
      <h1 id="signin-title">{t("auth.signin.title")}</h1>
      <p className="auth-subtitle">{toEnrol ? t("auth.signin.enrol") : t("auth.signin.subtitle")}</p>
      {toEnrol && (
        <>
          <a className="lp-button lp-button-primary auth-submit" href={signUp} part="button">
            {t("auth.signin.create-account")}
          </a>
          <p className="auth-or">{t("auth.signin.or")}</p>
        </>
      )}
      <form onSubmit={submit} noValidate>
        <TextField label={t("auth.email")} type="email" autoComplete="email" value={email} onValue={setEmail} required />
        <PasswordField label={t("auth.password")} autoComplete="current-password" value={password} onValue={setPassword} required />
        <p className="auth-aside">
          <a href={href("forgotPassword")}>{t("auth.signin.forgot")}</a>
        </p>
        <Checkbox checked={keep} onChecked={setKeep}>
          {t("auth.signin.keep")}
        </Checkbox>
        <Button type="submit" disabled={!filled} busy={signingIn.busy} className="auth-submit" aria-describedby={filled ? undefined : needId}>
          {t("auth.signin.submit")}
        </Button>
        {!filled && (
          <p id={needId} className="auth-need">
            {t("auth.signin.needs")}
          </p>
        )}
      </form>
      {getConfig().googleClientId && <GoogleButton keep={keep} />}
      {!toEnrol && (
        <p className="auth-switch">
          {t("auth.signin.no-account")} <a href={signUp}>{t("auth.signin.to-signup")}</a>
        </p>
      )}
    </section>
  );
}
