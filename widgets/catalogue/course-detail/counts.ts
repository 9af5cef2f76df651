import { formatNumber } from "#shared/format/format.ts";
import type { Figure } from "#shared/ui/figures.tsx";
import { t } from "./course-detail.messages.ts";

type CountKey = Parameters<typeof t>[0];

/** Counts as figures: each label in the page's language, its number in the learner's digits. Call it from a component that subscribes with useSignals(). */
export const countFigures = (counts: readonly (readonly [CountKey, number])[]): Figure[] =>
  counts.map(([key, value]) => ({ key, label: t(key), value: formatNumber(value) }));
