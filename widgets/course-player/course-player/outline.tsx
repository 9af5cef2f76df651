import { useSignals } from "@preact/signals-react/runtime";
import { memo, useEffect, useRef } from "react";
import type { Lesson } from "#shared/api/learning.ts";
import { discoverWidgets } from "#shared/element/discover.ts";
import { formatNumber } from "#shared/format/format.ts";
import { SaveCourse } from "#shared/offline/save-course.tsx";
import { WriteReview } from "#shared/ui/review/write-review.tsx";
import { t } from "./course-player.messages.ts";
import type { CoursePlayer } from "./course-player-model.ts";
import { isLessonType, outlineTitle } from "./lesson-data.ts";
import { DoneMark, LessonIcon } from "./lesson-icon.tsx";

/**
 * One lesson in the outline. Memoised: moving to the next lesson re-renders the two lessons whose
 * mark changed, not the sixty of a long course.
 */
const OutlineLesson = memo(function OutlineLesson({
  lesson,
  current,
  done,
  waiting,
  onPick,
}: {
  lesson: Lesson;
  current: boolean;
  done: boolean;
  waiting: boolean;
  onPick: (lessonId: number) => void;
}) {
  useSignals();
  const title = outlineTitle(lesson.title);
  return (
    <li>
      <button
        type="button"
        className="cp-lesson"
        data-done={done || undefined}
        aria-current={current ? "step" : undefined}
        title={title === lesson.title ? undefined : lesson.title}
        onClick={() => onPick(lesson.id)}
        part="lesson"
      >
        <LessonIcon type={lesson.type} />
        <span className="cp-lesson-text">
          {title === lesson.title ? (
            <span className="cp-lesson-title">{title}</span>
          ) : (
            // Cut for the eye; read whole by a screen reader.
            <>
              <span className="cp-lesson-title" aria-hidden="true">
                {title}
              </span>
              <span className="lp-visually-hidden">{lesson.title}</span>
            </>
          )}
          <span className="cp-lesson-type">{typeLabel(lesson.type)}</span>
        </span>
        {done && <DoneMark />}
        {done && <span className="lp-visually-hidden">{waiting ? t("player.waiting") : t("player.done")}</span>}
      </button>
    </li>
  );
});

export const typeLabel = (type: string) => (isLessonType(type) ? t(`player.type.${type}`) : type);

/**
 * The course's outline: the progress bar, then each module with its lessons (icon, title cut by the
 * spec's rule, type label, completed mark). The current lesson is marked for every reader.
 */
export function Outline({ player, onPick }: { player: CoursePlayer; onPick: (lessonId: number) => void }) {
  useSignals();
  const course = player.course.value;
  const percent = player.percent.value;
  const currentId = player.current.value?.id;
  const completed = player.completed.value;
  const waiting = player.waiting.value;
  const resume = player.resumeAt.value;
  const assessment = useRef<HTMLElement>(null);
  const assessmentId = course?.assessment?.id ?? null;
  // The assessment's element lives in this shadow root, where the page's loader cannot see it.
  useEffect(() => {
    if (assessmentId !== null) discoverWidgets(assessment.current?.getRootNode() as ShadowRoot | undefined);
  }, [assessmentId]);
  if (!course) return null;
  return (
    <>
      <div className="cp-progress">
        <progress className="cp-progress-bar" max={100} value={percent} aria-label={t("player.outline")} />
        <span className="cp-progress-text">{t("player.progress", { percent: formatNumber(percent) })}</span>
      </div>
      <WriteReview
        courseId={course.id}
        className="cp-review"
        label={t("player.write-review")}
        failure={() => t("player.review-load-failed")}
        onReviewed={player.reload}
      />
      <SaveCourse id={course.id} title={course.title} load={() => Promise.resolve(course)} />
      {resume && resume.id !== currentId && (
        <button type="button" className="lp-button lp-button-secondary cp-resume" onClick={() => onPick(resume.id)}>
          {t("player.continue")}
        </button>
      )}
      <ol className="cp-modules">
        {course.curriculum.map((module, m) => (
          <li key={module.id ?? `m${m}`} className="cp-module">
            <h3 className="cp-module-title">{module.title}</h3>
            <ol className="cp-lessons">
              {module.lessons.map((lesson) => (
                <OutlineLesson
                  key={lesson.id}
                  lesson={lesson}
                  current={lesson.id === currentId}
                  done={completed.has(lesson.id)}
                  waiting={waiting.has(lesson.id)}
                  onPick={onPick}
                />
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {assessmentId !== null && (
        <>
          <p className="cp-certificate-rule">{t("player.certificate-rule")}</p>
          <lp-assessment-runner ref={assessment} assessment-id={assessmentId} className="cp-assessment" />
        </>
      )}
    </>
  );
}
