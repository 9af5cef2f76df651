import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useId, useRef, useState } from "react";
import { type Category, getCategories } from "#shared/api/catalogue.ts";
import { readableError } from "#shared/api/errors.ts";
import { postUpdateFields } from "#shared/api/learner.ts";
import type { User } from "#shared/api/schemas.ts";
import { user as sessionUser } from "#shared/auth/session.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { formatNumber } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { WithUser } from "../components/with-user.tsx";
import { BackLink } from "./back-link.tsx";
import { t } from "./settings.messages.ts";
import { ViewHeading } from "./view-heading.tsx";

/** Interests & Categories: every field of every category, the learner's own ticked. */
export function Interests() {
  useSignals();
  const titleId = useId();
  const model = useModel(() => resource(getCategories), []);
  const categories = model.state.value;
  const retry = model.retry;
  return (
    <section className="set-view" aria-labelledby={titleId}>
      <BackLink />
      <ViewHeading id={titleId} title={t("settings.interests.title")} intro={t("settings.interests.intro")} />
      <WithUser signedOut={t("settings.signed-out")} signIn={t("settings.sign-in")}>
        {(current) => {
          if (categories.status === "loading") return <Skeleton count={4} height={28} />;
          if (categories.status === "error")
            return <ErrorState message={readableError(categories.error, t("settings.interests.load-failed"))} onRetry={retry} />;
          const offered = categories.data.data.filter((c) => c.fields.length > 0);
          if (offered.length === 0) return <EmptyState title={t("settings.interests.empty")} />;
          return <InterestsForm key={current.id} initial={current} categories={offered} titleId={titleId} />;
        }}
      </WithUser>
    </section>
  );
}

function InterestsForm({ initial, categories, titleId }: { initial: User; categories: Category[]; titleId: string }) {
  useSignals();
  const base = useId();
  const errorId = `${base}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const offered = categories.flatMap((c) => c.fields.map((f) => f.id));
  // Fields the catalogue no longer offers cannot be sent back: the server would refuse them all.
  const [chosen, setChosen] = useState(() => new Set(initial.fields.map((f) => f.id).filter((id) => offered.includes(id))));
  const [invalid, setInvalid] = useState(false);
  const saving = useAction(() => postUpdateFields(offered.filter((id) => chosen.has(id)).join(",")), {
    succeeded: (answer) => {
      // Recommendations and the profile read the session's learner.
      sessionUser.value = answer.user;
      toast(t("settings.interests.success"), "success");
    },
    failed: (error) => toast(t("settings.interests.failed", { msg: readableError(error, t("settings.interests.fallback")) }), "error"),
  });

  function toggle(id: number, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    if (on) setInvalid(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.busy) return;
    if (chosen.size === 0) {
      setInvalid(true);
      formRef.current?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus();
      return;
    }
    void saving.run();
  }

  return (
    <form ref={formRef} className="set-form" onSubmit={submit} noValidate aria-labelledby={titleId} part="card">
      <p className="set-count" aria-live="polite">
        {t.plural("settings.interests.selected", chosen.size, { count: formatNumber(chosen.size) })}
      </p>
      {invalid && (
        <p id={errorId} className="set-form-error" role="alert">
          {t("settings.interests.required")}
        </p>
      )}
      {categories.map((category) => (
        <fieldset key={category.id} className="set-category">
          <legend>{category.name}</legend>
          <ul className="set-choices">
            {category.fields.map((field) => {
              const id = `${base}-field-${field.id}`;
              return (
                <li key={field.id} className="set-choice">
                  <input
                    id={id}
                    type="checkbox"
                    checked={chosen.has(field.id)}
                    onChange={(e) => toggle(field.id, e.currentTarget.checked)}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? errorId : undefined}
                  />
                  <label htmlFor={id}>{field.name}</label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <div className="set-actions">
        <Button type="submit" busy={saving.busy}>
          {t("settings.interests.submit")}
        </Button>
      </div>
    </form>
  );
}
