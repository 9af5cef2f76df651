import { computed, createModel, effect, signal } from "@preact/signals-react";
import { type CourseContent, getCourseContent, type Lesson, type Progress } from "#shared/api/learning.ts";
import { user } from "#shared/auth/session.ts";
import { storage } from "#shared/browser/storage.ts";
import { resource } from "#shared/data/resource.ts";
import { LearningOutbox, type Outgoing } from "./outbox.ts";

/** The spec's pause between marking a lesson done on the device and telling the server. */
export const COMPLETION_DELAY_MS = 500;
/** The address keeps the current lesson, so a reload, a shared link or coming Back to the page returns to it. */
export const LESSON_PARAM = "lesson";

export interface PlayerOptions {
  outbox?: LearningOutbox;
  /** Told when the server refuses a completion or an attempt for good (shown as a toast). */
  onRefused?: (item: Outgoing, error: unknown) => void;
  /** Told of each lesson the server has recorded as completed. */
  onLessonRecorded?: (courseId: number, lessonId: number) => void;
  /** Told once when the server says the whole course is done. */
  onCourseCompleted?: (courseId: number) => void;
  newKey?: () => string;
}

const lessonInAddress = (): number | null => {
  const raw = new URLSearchParams(location.search).get(LESSON_PARAM);
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
};

/** The lesson a learner last had open in a course, on this device: where the course opens next time. */
const lastLessonKey = (learner: number, courseId: number) => `lpLastLesson:${learner}:${courseId}`;

/** The learner's id once the session knows it: the device's outbox is kept per learner. */
function learnerId(): Promise<number> {
  const known = user.peek()?.id;
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    const stop = effect(() => {
      const id = user.value?.id;
      if (id === undefined) return;
      queueMicrotask(() => stop());
      resolve(id);
    });
  });
}

const addTo = (set: ReadonlySet<number>, ids: Iterable<number>) => new Set([...set, ...ids]);
const removeFrom = (set: ReadonlySet<number>, ids: Iterable<number>) => {
  const out = new Set(set);
  for (const id of ids) out.delete(id);
  return out;
};

/**
 * One course being learnt: its content, the current lesson, and what is completed. What the learner
 * completes shows at once, is kept on the device, and goes to the server half a second later; the
 * server's answer then replaces the stored progress.
 */
export const CoursePlayerModel = createModel((key: string, options: PlayerOptions = {}) => {
  const outbox = options.outbox ?? new LearningOutbox();
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const content = resource(() => getCourseContent(key));
  /** The server's word on progress. */
  const progress = signal<Progress>({ progress_percent: 0, lessons_completed: [] });
  /** Completed on this device, not yet confirmed by the server. */
  const local = signal<ReadonlySet<number>>(new Set());
  /** Of those, the ones whose sending failed for now (no network): they go when it returns. */
  const waiting = signal<ReadonlySet<number>>(new Set());
  const currentId = signal<number | null>(null);
  /** The opening lesson is settled (the address's, the last open, or one the learner picked). */
  const chosen = signal(false);
  const courseDone = signal(false);

  const course = computed<CourseContent | null>(() => {
    const state = content.state.value;
    return state.status === "ready" ? state.data : null;
  });
  const lessons = computed<Lesson[]>(() => course.value?.curriculum.flatMap((module) => module.lessons) ?? []);
  const completed = computed<ReadonlySet<number>>(() => addTo(local.value, progress.value.lessons_completed));
  const percent = computed(() => {
    // Until the server has heard of this device's completions, count them here too.
    const total = lessons.value.length;
    if (local.value.size === 0 || total === 0) return progress.value.progress_percent;
    const done = lessons.value.filter((lesson) => completed.value.has(lesson.id)).length;
    return Math.round((done * 100) / total);
  });
  const index = computed(() => lessons.value.findIndex((lesson) => lesson.id === currentId.value));
  const current = computed<Lesson | null>(() => lessons.value[index.value] ?? null);
  /** The first lesson not completed: where 'Continue where you left off' goes. */
  const resumeAt = computed<Lesson | null>(() => lessons.value.find((lesson) => !completed.value.has(lesson.id)) ?? null);

  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  async function flush(): Promise<void> {
    const id = course.peek()?.id;
    if (id === undefined || disposed) return;
    const learner = await learnerId();
    const result = await outbox.flush(learner, id);
    if (disposed) return;
    const stillWaiting = result.waiting.map((item) => item.lessonId);
    const refused = result.refused.filter(({ item }) => item.kind === "completion").map(({ item }) => item.lessonId);
    for (const item of result.sent) if (item.kind === "completion") options.onLessonRecorded?.(item.courseId, item.lessonId);
    if (result.progress) {
      const before = progress.peek().progress_percent;
      progress.value = result.progress;
      if (result.progress.progress_percent >= 100 && before < 100 && !courseDone.peek()) {
        courseDone.value = true;
        options.onCourseCompleted?.(id);
      }
    }
    // What the server now knows, or refused, is no longer this device's alone.
    local.value = removeFrom(
      local.peek(),
      [...progress.peek().lessons_completed, ...refused].filter((lessonId) => !stillWaiting.includes(lessonId)),
    );
    waiting.value = new Set(stillWaiting);
    for (const { item, error } of result.refused) options.onRefused?.(item, error);
  }

  function flushSoon(): void {
    clearTimeout(flushTimer);
    flushTimer = setTimeout(() => void flush(), COMPLETION_DELAY_MS);
  }

  async function keep(items: Outgoing[]): Promise<void> {
    const learner = await learnerId();
    for (const item of items) await outbox.keep(learner, item);
    flushSoon();
  }

  /** Makes a lesson current and writes it into the address (replacing the entry: Back leaves the course, not the lesson). */
  function select(lessonId: number): void {
    if (!lessons.peek().some((lesson) => lesson.id === lessonId)) return;
    currentId.value = lessonId;
    chosen.value = true;
    const url = new URL(location.href);
    url.searchParams.set(LESSON_PARAM, String(lessonId));
    if (url.href !== location.href) history.replaceState(history.state, "", url);
  }

  // Once the content is in: the stored progress, the lesson in the address (or the first), and
  // whatever this device still holds for the course from an earlier visit.
  effect(() => {
    const data = course.value;
    if (!data) return;
    progress.value = data.learning_progress;
    courseDone.value = data.learning_progress.progress_percent >= 100;
    // The lesson the address names; else the one last open here; else the first not completed
    // (the first of all for a course never opened, as the spec has it). A refresh (after a
    // review) keeps the learner where they are.
    const known = (id: number | null) => id !== null && lessons.peek().some((lesson) => lesson.id === id);
    const fromAddress = lessonInAddress();
    if (chosen.peek() && known(currentId.peek())) {
      // Staying.
    } else if (known(fromAddress)) {
      currentId.value = fromAddress;
      chosen.value = true;
    } else {
      currentId.value = (lessons.peek().find((lesson) => !completed.peek().has(lesson.id)) ?? lessons.peek()[0])?.id ?? null;
      // Where the learner was is kept per learner: known once the session is.
      void learnerId().then((learner) => {
        if (disposed || chosen.peek()) return;
        const lastOpen = Number(storage.local.get(lastLessonKey(learner, data.id))) || null;
        if (known(lastOpen)) currentId.value = lastOpen;
        chosen.value = true;
      });
    }
    void learnerId().then(async (learner) => {
      const held = await outbox.waiting(learner, data.id);
      if (disposed || held.length === 0) return;
      local.value = addTo(
        local.peek(),
        held.filter((item) => item.kind === "completion").map((item) => item.lessonId),
      );
      void flush();
    });
  });

  // Written only once the opening lesson is settled: the first lesson shown while the session
  // loads must not overwrite where the learner was.
  effect(() => {
    const id = currentId.value;
    const courseId = course.value?.id;
    const learner = user.value?.id;
    if (chosen.value && id !== null && courseId !== undefined && learner !== undefined) storage.local.set(lastLessonKey(learner, courseId), String(id));
  });

  effect(() => {
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    return () => {
      disposed = true;
      clearTimeout(flushTimer);
      window.removeEventListener("online", onOnline);
      content[Symbol.dispose]();
    };
  });

  return {
    content,
    course,
    lessons,
    current,
    index,
    completed,
    waiting,
    percent,
    resumeAt,
    courseDone,
    select,
    next() {
      const next = lessons.peek()[index.peek() + 1];
      if (next) select(next.id);
    },
    previous() {
      const previous = lessons.peek()[index.peek() - 1];
      if (previous) select(previous.id);
    },
    /** Marks a lesson done; nothing is sent for a lesson already completed. */
    complete(lessonId: number): void {
      const id = course.peek()?.id;
      if (id === undefined || completed.peek().has(lessonId)) return;
      local.value = addTo(local.peek(), [lessonId]);
      void keep([{ kind: "completion", courseId: id, lessonId }]);
    },
    /** A finished quiz: its attempt is recorded, and finishing it completes the lesson. */
    finishQuiz(lessonId: number, quizId: number, correct: number, total: number): void {
      const id = course.peek()?.id;
      if (id === undefined) return;
      const items: Outgoing[] = [{ kind: "quiz", courseId: id, lessonId, quizId, correct, total, key: newKey() }];
      if (!completed.peek().has(lessonId)) {
        local.value = addTo(local.peek(), [lessonId]);
        items.push({ kind: "completion", courseId: id, lessonId });
      }
      void keep(items);
    },
    /** The course again, after a review (its data may have changed). */
    reload: () => content.refresh(),
    retry: () => content.retry(),
  };
});

export type CoursePlayer = InstanceType<typeof CoursePlayerModel>;
