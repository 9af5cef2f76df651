import { useSignals } from "@preact/signals-react/runtime";
import { ChoiceList } from "./choice-list.tsx";
import { WHY_JOIN } from "./constants.ts";
import { t } from "./onboarding.messages.ts";
import type { StepProps } from "./step.ts";

/** Step 4: why the learner joins. */
export function ReasonStep({ draft, change, headingId }: StepProps) {
  useSignals();
  const choices = WHY_JOIN.map((reason) => ({ value: reason, label: t(`onboarding.reason.${reason}`) }));
  return <ChoiceList choices={choices} value={draft.whyJoin} onChoose={(whyJoin) => change({ whyJoin })} labelledBy={headingId} />;
}
