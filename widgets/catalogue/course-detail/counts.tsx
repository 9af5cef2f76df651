import { useSignals } from "@preact/signals-react/runtime";
import { formatNumber } from "#shared/format/format.ts";
import { t } from "./course-detail.messages.ts";

type CountKey = Parameters<typeof t>[0];

/** The entries of a <dl> of counts: each label over its number in the learner's digits. */
export function CountItems({ counts }: { counts: readonly (readonly [CountKey, number])[] }) {
  useSignals();
  return counts.map(([key, value]) => (
    <div key={key}>
      <dt>{t(key)}</dt>
      <dd>{formatNumber(value)}</dd>
    </div>
  ));
}
