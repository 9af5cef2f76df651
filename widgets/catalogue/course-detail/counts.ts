import { formatNumber } from "#shared/format/format.ts";
import type { Figure } from "#shared/ui/figures/figures.tsx";
import { t } from "./course-detail.messages.ts";

type CountKey = Parameters<typeof t.plural>[0];

/** Counts as figures: each label in the page's language and in the form its number takes ("1 Lesson", "3 Lessons"). Call it from a component that subscribes with useSignals(). */
export const countFigures = (counts: readonly (readonly [CountKey, number])[]): Figure[] =>
  counts.map(([key, value]) => ({ key, label: t.plural(key, value), value: formatNumber(value) }));
