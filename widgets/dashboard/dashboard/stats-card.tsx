import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import type { LearnerStats } from "#shared/api/learner.ts";
import type { Loaded } from "#shared/data/resource.ts";
import { locale } from "#shared/i18n/locale.ts";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t } from "./dashboard.messages.ts";
import { statFigures } from "./stats.ts";

/** The eight figures of the learner's progress, or why they are not there. */
export function StatsCard({ stats, onRetry }: { stats: Loaded<LearnerStats | null>; onRetry: () => void }) {
  useSignals();
  const titleId = useId();
  return (
    <section className="dash-card lp-card dash-stats" aria-labelledby={titleId} part="card">
      <h2 id={titleId} className="dash-card-title">
        {t("learner.dashboard.stats.title")}
      </h2>
      {stats.status === "loading" ? (
        <Skeleton count={4} height={44} />
      ) : stats.status === "error" ? (
        <ErrorState message={t("learner.dashboard.stats.failed")} onRetry={onRetry} />
      ) : stats.data === null ? (
        <EmptyState title={t("learner.dashboard.stats.empty")} />
      ) : (
        <Figures
          className="dash-figures"
          items={statFigures(stats.data, locale.value).map(({ key, value }) => ({ key, label: t(`learner.dashboard.stats.${key}`), value }))}
        />
      )}
    </section>
  );
}
