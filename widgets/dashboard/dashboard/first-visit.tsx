import { useSignals } from "@preact/signals-react/runtime";
import type { LearnerStats } from "#shared/api/learner.ts";
import { href } from "#shared/config/runtime.ts";
import { t } from "./dashboard.messages.ts";

/** A learner with nothing yet: no course, no exam, no point, no minute of study. */
export const isNewLearner = (stats: LearnerStats | null) =>
  stats === null ||
  [
    stats.enrolled_courses,
    stats.enrolled_exams,
    stats.completed_courses,
    stats.exams_completed,
    stats.assessments_completed,
    stats.certificates_earned,
    stats.points,
    stats.time_this_week,
  ].every((n) => n === 0);

/** For a learner's first visit, where a dashboard of zeros says nothing: where to start. */
export function FirstVisit() {
  useSignals();
  return (
    <section className="dash-card lp-card dash-first" aria-labelledby="dash-first-title" part="card">
      <h2 id="dash-first-title">{t("learner.dashboard.first.title")}</h2>
      <p>{t("learner.dashboard.first.intro")}</p>
      <ol className="dash-first-steps">
        <li>
          <a className="lp-button lp-button-primary" href={href("courses")}>
            {t("learner.dashboard.first.courses")}
          </a>
        </li>
        <li>
          <a href={href("exams")}>{t("learner.dashboard.first.exams")}</a>
        </li>
        <li>
          <a href={href("settingsProfile")}>{t("learner.dashboard.first.profile")}</a>
        </li>
      </ol>
    </section>
  );
}
