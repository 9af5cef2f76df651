import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { formatNumber } from "#shared/format/format.ts";
import { DateFields } from "#shared/ui/date-fields/date-fields.tsx";
import { ageOn } from "./age.ts";
import { MIN_AGE } from "./constants.ts";
import { t } from "./onboarding.messages.ts";
import type { StepProps } from "./step.ts";

/**
 * Step 0: the date of birth and the age it gives. Under the minimum age the age turns red and a
 * sentence says why the learner cannot go on, so colour is never the only sign.
 */
export function BirthStep({ draft, change }: StepProps) {
  useSignals();
  const noteId = useId();
  const today = new Date();
  const entered = draft.dateOfBirth.trim() !== "";
  const age = ageOn(draft.dateOfBirth, today);
  const tooYoung = age !== null && age < MIN_AGE;
  const invalid = entered && age === null;

  return (
    <div className="ob-birth">
      <DateFields
        legend={t("onboarding.birth.label")}
        value={draft.dateOfBirth}
        onValue={(dateOfBirth) => change({ dateOfBirth })}
        invalid={tooYoung || invalid}
        describedBy={noteId}
      />
      <div id={noteId} className="ob-age" aria-live="polite">
        {age !== null && (
          <p className={tooYoung ? "ob-age-value ob-too-young" : "ob-age-value"}>{t.plural("onboarding.birth.age", age, { years: formatNumber(age) })}</p>
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
