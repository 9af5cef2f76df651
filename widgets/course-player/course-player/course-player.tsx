import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useId, useRef } from "react";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href, routeParam } from "#shared/config/runtime.ts";
import { useModel } from "#shared/data/use-model.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { LpCourseCompleteEvent, LpLessonCompleteEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { formatNumber } from "#shared/format/format.ts";
import saveCourseCss from "#shared/offline/save-course.css?inline";
import { Button } from "#shared/ui/button.tsx";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import iconButtonCss from "#shared/ui/menu/icon-button.css?inline";
import { MenuToggle } from "#shared/ui/menu/menu-toggle.tsx";
import { useDrawer } from "#shared/ui/menu/use-drawer.ts";
import starsCss from "#shared/ui/rating/stars.css?inline";
import reviewDialogCss from "#shared/ui/review/review-dialog.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import videoGateCss from "#shared/ui/video-gate/video-gate.css?inline";
import type { tag } from "./course-player.api.ts";
import css from "./course-player.css?inline";
import { t } from "./course-player.messages.ts";
import { type CoursePlayer, CoursePlayerModel } from "./course-player-model.ts";
import { startLearningTime } from "./learning-time.ts";
import { completesItself } from "./lesson-data.ts";
import { LessonSheet } from "./lesson-sheet.tsx";
import { LessonView } from "./lesson-view.tsx";
import { Outline, typeLabel } from "./outline.tsx";
import viewsCss from "./views/views.css?inline";

export const styles = [fieldsCss, dialogCss, starsCss, iconButtonCss, reviewDialogCss, videoGateCss, saveCourseCss, css, viewsCss];

/** Where the arrow keys belong to what has the focus (a field, a player, the tabs), they do not change the lesson. */
const OWN_ARROWS = "input, textarea, select, iframe, video, [contenteditable], [role=tab], [role=slider]";

/**
 * <lp-course-player>: an enrolled learner's course. A learner who is not enrolled is sent to the
 * course's public page; a visitor without a session never gets here (the account shell sends
 * them to sign-in).
 */
export default function CoursePlayerRoot({ slug, container }: RootProps<typeof tag>) {
  useSignals();
  const key = slug?.trim() || routeParam("learnCourse", "slug") || "";
  const emit = useEmit();
  const player = useModel(
    () =>
      new CoursePlayerModel(key, {
        onRefused: (item, error) => toast(readableError(error, item.kind === "completion" ? t("player.mark-failed") : t("player.quiz-failed")), "error"),
        onLessonRecorded: (courseId, lessonId) => emit(new LpLessonCompleteEvent({ courseId, lessonId })),
        onCourseCompleted: (courseId) => emit(new LpCourseCompleteEvent({ courseId })),
      }),
    [key],
  );
  const state = player.content.state.value;
  usePageTitle(player.course.value?.title);
  const notEnrolled = state.status === "error" && state.error instanceof ApiError && state.error.status === 403;

  useEffect(() => {
    if (notEnrolled) navigation.go(href("course", { slug: key }));
  }, [notEnrolled, key]);

  if (!key || (state.status === "error" && state.error instanceof ApiError && state.error.status === 404)) return <EmptyState title={t("player.not-found")} />;
  if (state.status === "loading" || notEnrolled) return <PlayerSkeleton />;
  if (state.status === "error") return <ErrorState message={readableError(state.error, t("player.load-failed"))} onRetry={player.retry} />;
  return <Player player={player} container={container} />;
}

function PlayerSkeleton() {
  return (
    <div className="cp cp-loading" aria-busy="true">
      <Skeleton count={1} height={48} />
      <Skeleton count={6} height={28} />
    </div>
  );
}

/** Back where the learner came from on this site; to My Courses when they arrived from elsewhere (a link, a bookmark). */
function close() {
  const cameFromHere = document.referrer !== "" && new URL(document.referrer).origin === location.origin && history.length > 1;
  if (cameFromHere) history.back();
  else navigation.go(href("myCourses"));
}

function Player({ player, container }: { player: CoursePlayer; container?: ShadowRoot }) {
  useSignals();
  const course = player.course.value!;
  const lesson = player.current.value;
  const index = player.index.value;
  const total = player.lessons.value.length;
  const done = lesson ? player.completed.value.has(lesson.id) : false;
  const waiting = player.waiting.value.size;
  const outline = useDrawer({ modal: true });
  const outlineId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownLesson = useRef<number | null>(null);

  // Learning time counts while this course is open and in view.
  useEffect(() => startLearningTime(course.id), [course.id]);

  // A new lesson takes the focus to its heading, so a screen reader starts reading it (not on first load).
  useEffect(() => {
    if (!lesson) return;
    if (shownLesson.current !== null && shownLesson.current !== lesson.id) heading.current?.focus({ preventScroll: false });
    shownLesson.current = lesson.id;
  }, [lesson]);

  // Left and right arrows move between lessons, unless what has the focus uses them itself.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.composedPath()[0];
      if (target instanceof Element && target.closest(OWN_ARROWS)) return;
      event.preventDefault();
      if (event.key === "ArrowRight") player.next();
      else player.previous();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [player]);

  // Stable, so the outline's memoised lessons stay as they are when the lesson changes.
  const { close: closeOutline } = outline;
  const pick = useCallback(
    (lessonId: number) => {
      player.select(lessonId);
      closeOutline();
    },
    [player, closeOutline],
  );

  return (
    <div className="cp" part="base">
      <header className="cp-head">
        <MenuToggle
          ref={outline.toggleRef}
          className="cp-outline-toggle"
          open={outline.open}
          controls={outlineId}
          label={outline.open ? t("player.close-outline") : t("player.open-outline")}
          onToggle={outline.toggle}
        />
        <h1 className="cp-course-title">{course.title}</h1>
        <button type="button" className="lp-icon-button cp-close" aria-label={t("player.close-course")} title={t("player.close")} onClick={close}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="cp-body">
        <nav ref={outline.panelRef} id={outlineId} className="cp-outline" data-open={outline.open || undefined} aria-label={t("player.outline")} part="outline">
          <Outline player={player} onPick={pick} />
        </nav>
        {/* A click on it is a click outside the outline: the drawer closes. */}
        <div className="cp-backdrop" hidden={!outline.open} aria-hidden="true" />
        <main className="cp-main" aria-labelledby={headingId} part="main">
          {player.courseDone.value && (
            <div className="cp-course-done lp-card" role="status">
              <p className="cp-course-done-title">{t("player.course-done")}</p>
              <p>{t("player.course-done-hint")}</p>
              <a className="lp-button lp-button-secondary" href={href("certificates")}>
                {t("player.certificates")}
              </a>
            </div>
          )}
          {waiting > 0 && (
            <p className="cp-waiting" role="status">
              {t.plural("player.offline", waiting, { count: formatNumber(waiting) })}
            </p>
          )}
          {lesson ? (
            <article className="cp-lesson-area" key={lesson.id}>
              <header className="cp-lesson-head">
                <p className="cp-lesson-meta">
                  {typeLabel(lesson.type)} · {t("player.lesson-of", { n: formatNumber(index + 1), total: formatNumber(total) })}
                </p>
                <h2 ref={heading} id={headingId} className="cp-lesson-heading" tabIndex={-1}>
                  {lesson.title}
                </h2>
              </header>
              <LessonView lesson={lesson} player={player} container={container} />
              <div className="cp-controls">
                <Button variant="secondary" disabled={index <= 0} onClick={player.previous}>
                  {t("player.previous")}
                </Button>
                {!completesItself(lesson.type) &&
                  (done ? (
                    <span className="cp-complete-done" role="status">
                      {t("player.completed")}
                    </span>
                  ) : (
                    <Button onClick={() => player.complete(lesson.id)}>{t("player.mark-complete")}</Button>
                  ))}
                <Button variant="secondary" disabled={index >= total - 1} onClick={player.next}>
                  {t("player.next")}
                </Button>
              </div>
              <LessonSheet course={course} lesson={lesson} />
            </article>
          ) : (
            <EmptyState title={t("player.unavailable")} />
          )}
        </main>
      </div>
    </div>
  );
}
