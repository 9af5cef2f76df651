import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { LearnerStats } from "#shared/api/learner.ts";
import { watchSize } from "#shared/browser/watch-size.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { formatNumber } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { EmptyState } from "#shared/ui/states.tsx";
import { t } from "./dashboard.messages.ts";
import { chartBars, minutesOf, tooltipText } from "./learning-time.ts";
import type { LearningChart as Chart } from "./uplot-chart.ts";

/** uPlot arrives with the first chart that has a course to draw; a failed load can be tried again. */
const chartCode = onDemand(() => import("./uplot-chart.ts"));

/**
 * This month's learning time, one bar per course in minutes; hovering a bar tells its hours and
 * minutes. The figures are also in a table that only assistive technology sees (and everyone
 * sees if the chart's code cannot load).
 */
export function LearningChart({ courses }: { courses: LearnerStats["course_learning_time"] }) {
  useSignals();
  const titleId = useId();
  const lang = locale.value;
  const bars = useMemo(() => chartBars(courses), [courses]);
  const plot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const empty = bars.names.length === 0;

  useEffect(() => {
    const target = plot.current;
    if (!target || empty) return;
    let live = true;
    let chart: Chart | null = null;
    let unwatch = () => {};
    chartCode.load().then(
      ({ drawLearningChart }) => {
        if (!live) return;
        chart = drawLearningChart(target, bars, {
          axis: t("learner.dashboard.chart.time"),
          tooltip: (i) => tooltipText(bars.names[i], bars.seconds[i], lang),
        });
        unwatch = watchSize(target, (width) => chart?.resize(width));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      unwatch();
      chart?.destroy();
    };
    // The chart is drawn again for new figures or another language, never for other renders.
  }, [bars, lang, empty]);

  return (
    <section className="dash-card lp-card dash-chart" aria-labelledby={titleId} part="card">
      <h2 id={titleId} className="dash-card-title">
        {t("learner.dashboard.chart.title")}
      </h2>
      {empty ? (
        <EmptyState title={t("learner.dashboard.chart.empty")}>
          <p className="dash-muted">{t("learner.dashboard.chart.empty-hint")}</p>
        </EmptyState>
      ) : (
        <>
          {!failed && <div ref={plot} className="dash-chart-plot" aria-hidden="true" />}
          {/* A table keeps its content's width whatever its own: the hiding box is a div around it. */}
          <div className={failed ? undefined : "lp-visually-hidden"}>
            <table className="dash-chart-table">
              <caption>{t("learner.dashboard.chart.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("learner.dashboard.chart.course")}</th>
                  <th scope="col">{t("learner.dashboard.chart.time")}</th>
                </tr>
              </thead>
              <tbody>
                {bars.names.map((name, i) => (
                  <tr key={`${i}-${name}`}>
                    <th scope="row">{name}</th>
                    <td>{formatNumber(minutesOf(bars.seconds[i]), lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
