import { useSignals } from "@preact/signals-react/runtime";
import { useId, useState } from "react";
import type { CourseDetail } from "#shared/api/catalogue.ts";
import { formatNumber } from "#shared/format/format.ts";
import { t } from "./course-detail.messages.ts";

type Module = CourseDetail["curriculum"][number];
type Lesson = Module["lessons"][number];

const LESSON_TYPES = ["video", "article", "assignment", "flashcard", "quiz", "worksheet", "casestudy", "slide"] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

const isLessonType = (type: string): type is LessonType => (LESSON_TYPES as readonly string[]).includes(type);

/** 24×24 outline icons, one per lesson type (a plain page for types this page does not know). */
const PATHS: Record<LessonType | "other", string> = {
  video: "M4 6h11a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1V7a1 1 0 011-1zm12 4l5-3v10l-5-3",
  article: "M6 3h9l4 4v14H6zM9 10h7M9 14h7M9 18h4",
  assignment: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8 13l3 3 5-6",
  flashcard: "M4 7h12v12H4zM8 3h12v12",
  quiz: "M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 114 2c-1 .7-1.5 1.2-1.5 2.5M12 17h.01",
  worksheet: "M5 3h14v18H5zM8 8h8M8 12h8M8 16h5M15 16l1 1 2-2",
  casestudy: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  slide: "M3 4h18v12H3zM12 16v4M8 20h8M7 12l3-3 2 2 4-4",
  other: "M6 3h12v18H6z",
};

/** The icon and the spoken name of a lesson type; the name is also shown, so the icon never stands alone. */
function LessonIcon({ type }: { type: string }) {
  const known = isLessonType(type) ? type : "other";
  return (
    <svg className={`cd-lesson-icon cd-lesson-icon-${known}`} data-type={known} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[known]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Call from a component that subscribes with useSignals(): the label follows the language. */
function lessonTypeLabel(type: string): string {
  return isLessonType(type) ? t(`catalogue.detail.lesson.${type}`) : t("catalogue.detail.lesson.other");
}

/** Modules start open and fold away; each lesson opens to show its summary. */
export function Curriculum({ modules }: { modules: Module[] }) {
  useSignals();
  return (
    <section className="cd-section lp-card cd-curriculum" aria-labelledby="cd-curriculum-title" part="curriculum">
      <h2 id="cd-curriculum-title" className="cd-section-title">
        {t("catalogue.detail.curriculum")}
      </h2>
      {modules.length === 0 ? (
        <p className="cd-muted">{t("catalogue.detail.curriculum.empty")}</p>
      ) : (
        <ol className="cd-modules">
          {/* The contract names no ids in the outline: a module's place is its identity. */}
          {modules.map((m, i) => (
            <ModuleItem key={m.id ?? `at-${i}`} module={m} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ModuleItem({ module }: { module: Module }) {
  useSignals();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <li className="cd-module">
      <h3 className="cd-module-title">
        <button type="button" className="cd-module-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          <span className="cd-chevron" aria-hidden="true" />
          <span className="cd-module-name">{module.title}</span>
          <span className="cd-module-count">
            {t.plural("catalogue.detail.curriculum.lessons", module.lessons.length, { count: formatNumber(module.lessons.length) })}
          </span>
        </button>
      </h3>
      <ol id={listId} className="cd-lessons" hidden={!open}>
        {module.lessons.map((lesson, i) => (
          <LessonItem key={lesson.id ?? `at-${i}`} lesson={lesson} />
        ))}
      </ol>
    </li>
  );
}

function LessonItem({ lesson }: { lesson: Lesson }) {
  useSignals();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hasDetails = Boolean(lesson.sub_text || lesson.description);
  const face = (
    <>
      <LessonIcon type={lesson.type} />
      <span className="cd-lesson-title">{lesson.title}</span>
      <span className="cd-lesson-type">{lessonTypeLabel(lesson.type)}</span>
    </>
  );
  if (!hasDetails)
    return (
      <li className="cd-lesson">
        <div className="cd-lesson-toggle">{face}</div>
      </li>
    );
  return (
    <li className="cd-lesson">
      <button type="button" className="cd-lesson-toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
        {face}
      </button>
      <div id={detailsId} className="cd-lesson-details" hidden={!open}>
        {lesson.sub_text && <p className="cd-lesson-sub">{lesson.sub_text}</p>}
        {lesson.description && <p className="cd-lesson-description">{lesson.description}</p>}
      </div>
    </li>
  );
}
