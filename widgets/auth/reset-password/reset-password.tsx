import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { postResetPassword } from "#shared/api/auth.ts";
import { readableError } from "#shared/api/errors.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href, routeParam } from "#shared/config/runtime.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { useFocusFirstError } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";
import { judged, serverFieldMessages, standing, type Verdicts } from "../components/field-verdicts.ts";
import { NewPasswordFields } from "../components/new-password-fields.tsx";
import { brokenPasswordRule, type PasswordOwner, passwordFieldError } from "../components/password-rule.ts";
import type { tag } from "./reset-password.api.ts";

export const styles = [fieldsCss, css];

type Field = "password" | "password_confirmation";
type Passwords = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ["password", "password_confirmation"];

/** The link is /reset-password/{token}?email=...; attributes may give both instead. */
function linkParts(token?: string, email?: string) {
  return {
    token: token ?? routeParam("resetPassword", "token") ?? "",
    email: email ?? new URLSearchParams(location.search).get("email") ?? "",
  };
}

/**
 * Each field's problem, in words for under it, and the toast's sentence for the first: the
 * sign-up's rules for a new password (the page knows only the account's address, not its name).
 */
function checkPasswords({ password, password_confirmation }: Passwords, owner: PasswordOwner) {
  const errors: Errors = {};
  if (!password) errors.password = t("auth.field-required");
  else {
    const problem = passwordFieldError(password, owner);
    if (problem) errors.password = problem;
  }
  if (!password_confirmation) errors.password_confirmation = t("auth.field-required");
  else if (!errors.password && password !== password_confirmation) errors.password_confirmation = t("auth.password-mismatch");
  const first: ReturnType<typeof brokenPasswordRule> | "auth.fill-all" | "auth.password-mismatch" =
    !password || !password_confirmation
      ? "auth.fill-all"
      : (brokenPasswordRule(password, owner) ?? (password !== password_confirmation ? "auth.password-mismatch" : null));
  return { errors, first };
}

/** <lp-reset-password token? email?>: sets a new password from an e-mailed link. */
export default function ResetPassword(props: RootProps<typeof tag>) {
  useSignals();
  const [values, setValues] = useState<Passwords>({ password: "", password_confirmation: "" });
  const [checked, setChecked] = useState<Verdicts<Field>>({});
  const [refused, setRefused] = useState<Verdicts<Field>>({});
  const [reported, setReported] = useState<Errors>({});
  /** The server refused the link itself: no password typed here can help, only a new link. */
  const [linkRefused, setLinkRefused] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refusedTitle = useRef<HTMLHeadingElement>(null);
  useFocusFirstError(formRef, reported);
  // The form, and the button that had the focus, are gone: reading starts again at the news.
  useEffect(() => {
    if (linkRefused) refusedTitle.current?.focus();
  }, [linkRefused]);

  const link = linkParts(props.token, props.email);
  const errors: Errors = { ...standing(refused, values), ...standing(checked, values) };
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const reset = useAction(
    (sent: Passwords) =>
      postResetPassword({ password: sent.password, password_confirmation: sent.password_confirmation, token: link.token, email: link.email }),
    {
      succeeded: () => {
        flash(t("auth.reset.success"));
        navigation.go(href("signin"));
      },
      failed: (error, sent) => {
        toast(t("auth.reset.failed", { msg: readableError(error, t("auth.default.reset")) }), "error");
        // A used, expired or unknown link: the reference API says so at `token`, Laravel's password
        // broker (the platform's) at `email`. The page has no field for either; only a new link helps.
        if (Object.keys(serverFieldMessages(error, ["token", "email"])).length > 0) return setLinkRefused(true);
        const messages = serverFieldMessages(error, FIELDS);
        setRefused(judged(messages, sent));
        setReported(messages);
      },
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const { errors: problems, first } = checkPasswords(values, { email: link.email });
    setChecked(judged(problems, values));
    setReported(problems);
    if (first) return toast(t(first), "error");
    void reset.run(values);
  }

  if (!link.token || !link.email)
    return (
      <section className="auth-card">
        <p role="alert">{t("auth.reset.missing-link")}</p>
        <a href={href("forgotPassword")}>{t("auth.forgot.title")}</a>
      </section>
    );

  if (linkRefused)
    return (
      <section className="auth-card" aria-labelledby="reset-refused-title">
        <h1 id="reset-refused-title" ref={refusedTitle} tabIndex={-1}>
          {t("auth.reset.expired")}
        </h1>
        <p className="auth-subtitle">{t("auth.reset.expired-hint")}</p>
        <a className="lp-button lp-button-primary auth-submit" href={href("forgotPassword", {}, { email: link.email })} part="button">
          {t("auth.reset.request-new")}
        </a>
      </section>
    );

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("auth.reset.title")}</h1>
      <form ref={formRef} onSubmit={submit} noValidate>
        <NewPasswordFields
          label={t("auth.reset.new-password")}
          password={values.password}
          confirmation={values.password_confirmation}
          onPassword={set("password")}
          onConfirmation={set("password_confirmation")}
          errors={errors}
        />
        <Button type="submit" busy={reset.busy} className="auth-submit">
          {t("auth.reset.submit")}
        </Button>
      </form>
    </section>
  );
}
