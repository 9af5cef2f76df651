import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useSyncExternalStore } from "react";
import type { CourseContent } from "#shared/api/learning.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import { canSaveCourses } from "./saved-list.ts";

export interface SaveCourseProps {
  id: number;
  title: string;
  /** The course's content: the player has it; My Courses asks for it on Save. */
  load: () => Promise<CourseContent>;
}

/** The control's code (the saving, its words' states), only where a course can be saved. */
const control = onDemand(() => import("./save-course-control.tsx"));

/** The site's worker takes charge of a page on its first visit once installed: the offer appears then. */
function whenWorkerChanges(changed: () => void): () => void {
  const container = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  container?.addEventListener?.("controllerchange", changed);
  return () => container?.removeEventListener?.("controllerchange", changed);
}

/**
 * Save a course for offline, and remove it: its size said before (and the space free), a bar
 * while it saves, then its size on the device and Remove. Only on the platform's own site, where
 * its worker answers from the saved copy (styles: save-course.css, with the widget that draws it).
 */
export function SaveCourse(props: SaveCourseProps) {
  useSignals();
  const able = useSyncExternalStore(whenWorkerChanges, canSaveCourses, () => false);
  // Asked for quietly: with no code, no offer (the course itself is there).
  const code = useOnDemand(control, () => tc("common.unreachable"));
  useEffect(() => {
    if (able) code.bring(undefined, { quiet: true });
  }, [able]);
  if (!able || !code.code) return null;
  return <code.code.SaveCourseControl {...props} />;
}
