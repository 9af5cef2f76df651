import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef, useState } from "react";
import type { CourseContent } from "#shared/api/learning.ts";
import { formatFileSize } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import { useOnline } from "#shared/ui/use-online.ts";
import { t } from "./save-course.messages.ts";
import type { SaveCourseProps } from "./save-course.tsx";
import { measureCourse, NoRoomError, removeCourse, saveCourse, storageEstimate } from "./saved-courses.ts";
import { savedCourse } from "./saved-list.ts";

type Step =
  | { kind: "idle" }
  | { kind: "measuring" }
  | { kind: "asking"; course: CourseContent; bytes: number; unknown: number; free: number | null }
  | { kind: "saving"; done: number }
  | { kind: "failed"; message: string };

/** Save for offline, and Remove: the code the offer loads where the site's worker can answer from a saved course. */
export function SaveCourseControl({ id, title, load }: SaveCourseProps) {
  useSignals();
  const online = useOnline();
  const saved = savedCourse(id);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [space, setSpace] = useState<{ usage: number; quota: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const root = useRef<HTMLDivElement>(null);
  /** What the last save or removal did, said by a live region that stays in place across them. */
  const [said, setSaid] = useState("");
  const acted = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);
  // The button pressed is gone once the course is saved or removed: the focus goes to the one that replaced it.
  useEffect(() => {
    if (acted.current) root.current?.querySelector("button")?.focus();
    acted.current = false;
  }, [saved !== null]);
  useEffect(() => {
    if (saved) void storageEstimate().then(setSpace);
  }, [saved]);

  async function measure() {
    abort.current = new AbortController();
    setStep({ kind: "measuring" });
    try {
      const course = await load();
      const [{ bytes, unknown }, estimate] = await Promise.all([measureCourse(course, abort.current.signal), storageEstimate()]);
      setStep({ kind: "asking", course, bytes, unknown, free: estimate ? estimate.quota - estimate.usage : null });
    } catch {
      if (!abort.current.signal.aborted) setStep({ kind: "failed", message: t("save-course.failed") });
    }
  }

  async function save(course: CourseContent, bytes: number) {
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: "saving", done: 0 });
    // Before the list changes under it (the save writes it, and the view turns at once).
    acted.current = true;
    try {
      const kept = await saveCourse(course, bytes, (done) => !controller.signal.aborted && setStep({ kind: "saving", done }), controller.signal);
      setSaid(t("save-course.saved-size", { size: formatFileSize(kept.bytes) }));
      setStep({ kind: "idle" });
    } catch (error) {
      acted.current = false;
      if (controller.signal.aborted) setStep({ kind: "idle" });
      else setStep({ kind: "failed", message: t(error instanceof NoRoomError ? "save-course.no-room" : "save-course.failed") });
    }
  }

  async function remove() {
    acted.current = true;
    await removeCourse(id);
    setSaid(t("save-course.removed"));
  }

  function cancel() {
    abort.current?.abort();
    setStep({ kind: "idle" });
  }

  const status = (
    <p className="lp-visually-hidden" role="status">
      {said}
    </p>
  );

  if (saved)
    return (
      <>
        <div className="save-course" data-saved="" ref={root}>
          <p className="save-course-state">{t("save-course.saved-size", { size: formatFileSize(saved.bytes) })}</p>
          {saved.online > 0 && <p className="save-course-note">{t.plural("save-course.stay-online", saved.online, { count: saved.online })}</p>}
          {space && <p className="save-course-note">{t("save-course.space", { used: formatFileSize(space.usage), quota: formatFileSize(space.quota) })}</p>}
          <Button variant="secondary" onClick={() => void remove()}>
            {t("save-course.remove")}
            <Named title={title} />
          </Button>
        </div>
        {status}
      </>
    );

  return (
    <>
      <div className="save-course" ref={root}>
        {step.kind === "idle" &&
          (online ? (
            <Button variant="secondary" onClick={() => void measure()}>
              {t("save-course.save")}
              <Named title={title} />
            </Button>
          ) : (
            <p className="save-course-note">{t("save-course.offline")}</p>
          ))}
        {step.kind === "measuring" && (
          <p className="save-course-note" role="status">
            {t("save-course.measuring")}
          </p>
        )}
        {step.kind === "asking" && (
          <>
            <p className="save-course-note">
              {t(step.unknown > 0 ? "save-course.size-about" : "save-course.size", { size: formatFileSize(step.bytes) })}
              {step.free !== null && ` ${t("save-course.free", { free: formatFileSize(step.free) })}`}
            </p>
            <div className="save-course-actions">
              <Button onClick={() => void save(step.course, step.bytes)}>{t("save-course.confirm", { size: formatFileSize(step.bytes) })}</Button>
              <Button variant="secondary" onClick={cancel}>
                {t("save-course.cancel")}
              </Button>
            </div>
          </>
        )}
        {step.kind === "saving" && (
          <>
            <p className="save-course-note" role="status">
              {t("save-course.saving")}
            </p>
            <progress className="save-course-bar" max={100} value={Math.round(step.done * 100)} aria-label={t("save-course.progress", { course: title })} />
            <Button variant="secondary" onClick={cancel}>
              {t("save-course.cancel")}
            </Button>
          </>
        )}
        {step.kind === "failed" && (
          <>
            <p className="save-course-error" role="alert">
              {step.message}
            </p>
            {online && (
              <Button variant="secondary" onClick={() => void measure()}>
                {t("save-course.save")}
                <Named title={title} />
              </Button>
            )}
          </>
        )}
      </div>
      {status}
    </>
  );
}

/** The course a button acts on, for a screen reader (My Courses lists several), after the words seen. */
const Named = ({ title }: { title: string }) => <span className="lp-visually-hidden">{t("save-course.named", { course: title })}</span>;
