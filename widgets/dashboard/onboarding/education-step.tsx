import { useSignals } from "@preact/signals-react/runtime";
import { ChoiceList } from "./choice-list.tsx";
import { EDUCATION_LEVELS } from "./constants.ts";
import { t } from "./onboarding.messages.ts";
import type { StepProps } from "./step.ts";

/** Step 2: the level of education, one of the eight the platform knows. */
export function EducationStep({ draft, change, headingId }: StepProps) {
  useSignals();
  const choices = EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`onboarding.education.${level}`) }));
  return <ChoiceList choices={choices} value={draft.level} onChoose={(level) => change({ level })} labelledBy={headingId} />;
}
