import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useId, useRef, useState } from "react";
import { readableError } from "#shared/api/errors.ts";
import { postChangePassword } from "#shared/api/learner.ts";
import { type GuessableProblem, tp } from "#shared/auth/guessable-password.ts";
import { user as sessionUser } from "#shared/auth/session.ts";
import { Button } from "#shared/ui/button.tsx";
import { PasswordField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { BackLink } from "./back-link.tsx";
import { serverFieldErrors } from "./failure.ts";
import { checkPassword, PASSWORD_API_FIELDS, type PasswordForm, type PasswordProblem } from "./password-rules.ts";
import { t } from "./settings.messages.ts";
import { ViewHeading } from "./view-heading.tsx";

const EMPTY: PasswordForm = { current: "", next: "", confirmation: "" };

/** The three fields, in the order they are shown and checked. */
const FIELDS = [
  { key: "current", label: "settings.password.current", autoComplete: "current-password" },
  { key: "next", label: "settings.password.new", autoComplete: "new-password", hint: "settings.password.new-hint" },
  { key: "confirmation", label: "settings.password.confirm", autoComplete: "new-password" },
] as const;

/** Our own problems stay keys, so they follow a change of language; the server's text is shown as sent. */
type FieldError = { problem: PasswordProblem } | { text: string };
type Errors = Partial<Record<keyof PasswordForm, FieldError>>;
const isGuessable = (problem: PasswordProblem): problem is GuessableProblem => problem.startsWith("password.");
const shown = (error: FieldError | undefined) => {
  if (!error) return undefined;
  if (!("problem" in error)) return error.text;
  return isGuessable(error.problem) ? tp(error.problem) : t(error.problem);
};

/** Change Password: current, new and confirmation, each checked where it is typed. */
export function ChangePassword() {
  useSignals();
  const titleId = useId();
  const base = useId();
  const idOf = (key: keyof PasswordForm) => `${base}-${key}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof PasswordForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's message stays until that field changes.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  function focusFirst(failed: Errors) {
    const first = FIELDS.find(({ key }) => failed[key]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[id="${idOf(first.key)}"]`)?.focus();
  }

  const changing = useAction(
    () => postChangePassword({ current_password: form.current, new_password: form.next, new_password_confirmation: form.confirmation }),
    {
      succeeded: () => {
        setForm(EMPTY);
        setErrors({});
        toast(t("settings.password.success"), "success");
      },
      failed: (error) => {
        const fromServer: Errors = {};
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          const key = PASSWORD_API_FIELDS[field];
          if (key) fromServer[key] = { text: message };
        }
        setErrors(fromServer);
        toast(t("settings.password.failed", { msg: readableError(error, t("settings.password.fallback")) }), "error");
        focusFirst(fromServer);
      },
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changing.busy) return;
    const problems = checkPassword(form, sessionUser.peek() ?? {});
    if (Object.keys(problems).length > 0) {
      const failed: Errors = Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, { problem }]));
      setErrors(failed);
      toast(t("settings.password.fix-errors"), "error");
      focusFirst(failed);
      return;
    }
    void changing.run();
  }

  return (
    <section className="set-view" aria-labelledby={titleId}>
      <BackLink />
      <ViewHeading id={titleId} title={t("settings.password.title")} intro={t("settings.password.intro")} />
      <form ref={formRef} className="set-form" onSubmit={submit} noValidate aria-labelledby={titleId} part="card">
        {FIELDS.map((field) => (
          <PasswordField
            key={field.key}
            id={idOf(field.key)}
            label={t(field.label)}
            autoComplete={field.autoComplete}
            value={form[field.key]}
            onValue={set(field.key)}
            error={shown(errors[field.key])}
            hint={"hint" in field ? t(field.hint) : undefined}
            required
          />
        ))}
        <div className="set-actions">
          <Button type="submit" busy={changing.busy}>
            {t("settings.password.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
