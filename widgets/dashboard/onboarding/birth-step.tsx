import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { formatNumber } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { ageOn, localDay } from "./age.ts";
import { EARLIEST_BIRTH_DATE, MIN_AGE } from "./constants.ts";
import { plural, t } from "./onboarding.messages.ts";
import type { StepProps } from "./step.ts";

/**
 * Step 0: the date of birth and the age it gives. Under the minimum age the age turns red and a
 * sentence says why the learner cannot go on, so colour is never the only sign.
 */
export function BirthStep({ draft, change }: StepProps) {
  useSignals();
  const inputId = useId();
  const noteId = useId();
  const today = new Date();
  const entered = draft.dateOfBirth.trim() !== "";
  const age = ageOn(draft.dateOfBirth, today);
  const tooYoung = age !== null && age < MIN_AGE;
  const invalid = entered && age === null;

  return (
    <div className="ob-birth">
      <div className="lp-field" part="field">
        <label htmlFor={inputId}>{t("onboarding.birth.label")}</label>
        <input
          id={inputId}
          type="date"
          value={draft.dateOfBirth}
          min={EARLIEST_BIRTH_DATE}
          max={localDay(today)}
          autoComplete="bday"
          required
          aria-invalid={tooYoung || invalid ? true : undefined}
          aria-describedby={noteId}
          onChange={(event) => change({ dateOfBirth: event.currentTarget.value })}
        />
      </div>
      <div id={noteId} className="ob-age" aria-live="polite">
        {age !== null && (
          <p className={tooYoung ? "ob-age-value ob-too-young" : "ob-age-value"}>
            {t(`onboarding.birth.age-${plural(age, locale.value)}`, { years: formatNumber(age) })}
          </p>
        )}
        {tooYoung && (
          <p className="ob-warning">
            <span aria-hidden="true">⚠ </span>
            {t("onboarding.birth.too-young", { min: MIN_AGE })}
          </p>
        )}
        {invalid && (
          <p className="ob-warning">
            <span aria-hidden="true">⚠ </span>
            {t("onboarding.birth.invalid")}
          </p>
        )}
      </div>
    </div>
  );
}
