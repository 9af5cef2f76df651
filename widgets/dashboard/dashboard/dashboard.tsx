import { useSignals } from "@preact/signals-react/runtime";
import { getLearnerStats } from "#shared/api/learner.ts";
import { user } from "#shared/auth/session.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { WidgetProps } from "#shared/element/define-widget.tsx";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { useJustJoined } from "../components/just-joined.ts";
import { CourseCarousels } from "./course-carousels.tsx";
import css from "./dashboard.css?inline";
import { t } from "./dashboard.messages.ts";
import { FirstVisit, isNewLearner } from "./first-visit.tsx";
import { LearningChart } from "./learning-chart.tsx";
import { RecentNotifications } from "./recent-notifications.tsx";
import { StatsCard } from "./stats-card.tsx";

export const styles = [figuresCss, css];

/**
 * <lp-dashboard>: the learner's landing page. The greeting uses the session's user (no request of
 * its own); one stats request feeds both the figures and the learning-time chart; the recent
 * notifications share the header's request; the carousels are catalogue elements.
 */
export default function Dashboard({ container }: WidgetProps) {
  useSignals();
  const learner = user.value;
  const justJoined = useJustJoined(learner?.id ?? null);
  const model = useModel(() => resource(() => getLearnerStats().then((answer) => answer.data)), []);
  const stats = model.state.value;
  const retry = model.retry;

  return (
    <div className="dash">
      <header className="dash-greeting">
        {learner ? (
          <h1 className="dash-welcome">{t(justJoined ? "learner.dashboard.welcome-new" : "learner.dashboard.welcome", { name: learner.first_name })}</h1>
        ) : (
          <Skeleton count={1} height={32} />
        )}
        <p className="dash-subline">{t("learner.dashboard.subline")}</p>
      </header>

      {stats.status === "ready" && isNewLearner(stats.data) && <FirstVisit />}

      <div className="dash-grid">
        <StatsCard stats={stats} onRetry={retry} />
        <RecentNotifications />
        {stats.status === "loading" ? (
          // The stats card already says it is loading; this only holds the chart's place.
          <div className="dash-card lp-card dash-chart" aria-busy="true" part="card">
            <div className="lp-skeleton" style={{ height: 260 }} aria-hidden="true" />
          </div>
        ) : (
          // After a failure the stats card says so (with its retry); the chart has nothing to add.
          stats.status === "ready" && <LearningChart courses={stats.data?.course_learning_time ?? []} />
        )}
      </div>

      <CourseCarousels container={container} label={t("learner.dashboard.courses")} after={stats.status !== "loading"} />
    </div>
  );
}
