import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import type { LearnerStats } from "#shared/api/learner.ts";
import type { Loaded } from "#shared/data/resource.ts";
import { locale } from "#shared/i18n/locale.ts";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t } from "./dashboard.messages.ts";
import { statFigures } from "./stats.ts";

/** The eight figures of the learner's progress, or why they are not there. */
export function StatsCard({ stats, onRetry }: { stats: Loaded<LearnerStats | null>; onRetry: () => void }) {
  useSignals();
  const titleId = useId();
  return (
    <section className="dash-card dash-stats" aria-labelledby={titleId} part="card">
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
        <dl className="dash-figures">
          {statFigures(stats.data, locale.value).map(({ key, value }) => (
            <div key={key} className="dash-figure" data-stat={key}>
              <dt>{t(`learner.dashboard.stats.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
