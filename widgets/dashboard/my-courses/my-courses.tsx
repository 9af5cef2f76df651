import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { type CourseSummary, getCourseCarousel } from "#shared/api/catalogue.ts";
import { getCourseContent } from "#shared/api/learning.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { WidgetProps } from "#shared/element/define-widget.tsx";
import { truncate } from "#shared/format/format.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import saveCourseCss from "#shared/offline/save-course.css?inline";
import { SaveCourse } from "#shared/offline/save-course.tsx";
import mediaCardCss from "#shared/ui/media-card.css?inline";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import css from "./my-courses.css?inline";
import { t } from "./my-courses.messages.ts";

export const styles = [mediaCardCss, saveCourseCss, css];

/** Organization names on the cards are cut to this (the spec's card text limit). */
const CARD_TEXT_LIMIT = 30;
const SKELETON_CARDS = 6;

/** A whole percentage between 0 and 100, whatever the server sent. */
export const percentOf = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));

/**
 * <lp-my-courses>: the courses the learner is enrolled in (GET /courses/my-learning), each with
 * its progress and a link to its learning page.
 */
export default function MyCourses(_props: WidgetProps) {
  useSignals();
  const titleId = useId();
  const list = useModel(() => resource(() => getCourseCarousel("my-learning")), []);
  const state = list.state.value;
  const retry = list.retry;

  return (
    <section className="my-courses" aria-labelledby={titleId}>
      <h1 id={titleId} className="my-courses-title">
        {t("learner.my-courses.title")}
      </h1>
      {state.status === "loading" ? (
        <div role="status">
          <span className="lp-visually-hidden">{tc("common.loading")}</span>
          <ul className="my-courses-grid" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i}>
                <div className="my-course lp-card lp-card-lift my-course-skeleton">
                  <div className="lp-skeleton media-card-image" />
                  <div className="my-course-body">
                    <div className="lp-skeleton" style={{ height: 18 }} />
                    <div className="lp-skeleton" style={{ height: 14, width: "60%" }} />
                    <div className="lp-skeleton" style={{ height: 8 }} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : state.status === "error" ? (
        <ErrorState message={t("learner.my-courses.failed")} onRetry={retry} />
      ) : state.data.data.length === 0 ? (
        <EmptyState title={t("learner.my-courses.empty")}>
          <a className="lp-button lp-button-primary" href={href("courses")} part="button">
            {t("learner.my-courses.browse")}
          </a>
        </EmptyState>
      ) : (
        <ul className="my-courses-grid">
          {state.data.data.map((course) => (
            <li key={course.id}>
              <MyCourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MyCourseCard({ course }: { course: CourseSummary }) {
  useSignals();
  const percent = percentOf(course.percentage_completed);
  return (
    <article className="my-course lp-card lp-card-lift" part="card">
      {course.image_medium ? (
        <img className="media-card-image" src={course.image_medium} alt="" loading="lazy" decoding="async" width="320" height="180" />
      ) : (
        <div className="media-card-image" aria-hidden="true" />
      )}
      <div className="my-course-body">
        <h2 className="my-course-title">
          {/* The whole card is the link's target area (see the CSS); the title names it. */}
          <a className="my-course-link" href={href("learnCourse", { slug: course.slug })}>
            {course.title}
          </a>
        </h2>
        {course.organization && (
          <p className="my-course-org" title={course.organization.name}>
            {truncate(course.organization.name, CARD_TEXT_LIMIT)}
          </p>
        )}
        <div className="my-course-progress">
          <progress max={100} value={percent} aria-label={t("learner.my-courses.progress-label", { course: course.title, percent })} />
          {/* Said by the bar's label already. */}
          <span aria-hidden="true">{t("learner.my-courses.progress", { percent })}</span>
        </div>
        <div className="my-course-offline">
          <SaveCourse id={course.id} title={course.title} load={() => getCourseContent(course.slug)} />
        </div>
      </div>
    </article>
  );
}
