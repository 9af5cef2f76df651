import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect } from "react";
import type { Lesson } from "#shared/api/learning.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { ErrorState } from "#shared/ui/states.tsx";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import { useOnline } from "#shared/ui/use-online.ts";
import { t } from "./course-player.messages.ts";
import type { CoursePlayer } from "./course-player-model.ts";
import { readLesson, webUrl } from "./lesson-data.ts";
import { FlashcardView } from "./views/flashcard-view.tsx";
import { CaseStudyView, WorksheetView } from "./views/link-views.tsx";
import { QuizView } from "./views/quiz-view.tsx";
import { ReadingView } from "./views/reading-view.tsx";
import { SlideView } from "./views/slide-view.tsx";

/** The players come with the first lesson that needs one, never with the page. */
const videoCode = onDemand(() => import("./views/video-view.tsx"));

/** The current lesson's own view, by type. A lesson whose data does not fit its type says so, alone. */
export function LessonView({ lesson, player, container }: { lesson: Lesson; player: CoursePlayer; container?: ShadowRoot }) {
  useSignals();
  const done = player.completed.value.has(lesson.id);
  const complete = useCallback(() => player.complete(lesson.id), [player, lesson.id]);
  const read = readLesson(lesson);
  const unavailable = <ErrorState message={t("player.unavailable")} />;
  if (!read) return unavailable;
  const apiBase = getConfig().apiBase;

  switch (read.type) {
    case "article":
    case "assignment":
      return <ReadingView content={read.data.content} done={done} onRead={complete} />;
    case "flashcard":
      return <FlashcardView items={read.data.items} done={done} onLastFlipped={complete} />;
    case "quiz": {
      const quizId = read.data.id;
      return <QuizView questions={read.data.questions} onFinish={(correct, total) => player.finishQuiz(lesson.id, quizId, correct, total)} />;
    }
    case "worksheet": {
      const url = webUrl(read.data.url, apiBase);
      return url ? <WorksheetView url={url} /> : unavailable;
    }
    case "casestudy":
      return <CaseStudyView summary={read.data.summary} url={webUrl(read.data.url, apiBase)} />;
    case "slide":
      return <SlideView url={webUrl(read.data.url, apiBase)} title={lesson.title} />;
    case "video":
      return <OnDemandVideo url={read.data.url} title={lesson.title} done={done} onWatched={complete} container={container} />;
  }
}

function OnDemandVideo(props: { url: string; title: string; done: boolean; onWatched: () => void; container?: ShadowRoot }) {
  useSignals();
  const code = useOnDemand(videoCode, () => t("player.view-failed"));
  const online = useOnline();
  useEffect(() => code.bring(undefined, { quiet: true }), []);
  // Videos are never saved for offline (each would cost more than the rest of the course).
  if (!online) return <p className="cp-none cp-video-offline">{t("player.video.offline")}</p>;
  if (code.failed) return <ErrorState message={t("player.view-failed")} onRetry={() => code.bring()} />;
  if (!code.code)
    return (
      <div className="cp-video-pending" role="status">
        <span className="lp-visually-hidden">{t("player.video.loading")}</span>
      </div>
    );
  return <code.code.VideoView {...props} />;
}
