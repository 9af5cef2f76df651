import { createModel, effect, signal } from "@preact/signals-react";
import { ApiError, isTransient } from "#shared/api/errors.ts";
import { getPaper, postAutosave, postSubmit, type Question, type ResponseItem, type Result, type TestPath } from "#shared/api/exam-taking.ts";
import { shuffled } from "#shared/data/shuffled.ts";
import { type AttemptState, copyKey, type DeviceCopy, dropCopy, readCopy, writePaper, writeState } from "./device-copy.ts";
import { awayEndsAttempt } from "./rules.ts";
import { back, currentQuestion, givenAnswers, next, restoreTaking, select, skip, startTaking, type TakingState } from "./taking.ts";

/** Waits between submission tries while the network is down or the server fails: 1 s doubling to 30 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];
/** Answers given this close together go to the API in one save; the device has each at once. */
export const AUTOSAVE_DELAY_MS = 500;
/** How often the clocks move on screen. */
const TICK_MS = 250;
/** A User Timing entry for each write of an answer just given to the device copy: the benchmark and the browser's tools read it. */
export const DEVICE_WRITE_MEASURE = "lp:exam-answer-kept";

export type Phase =
  | { name: "starting" }
  | { name: "failed"; error: unknown }
  | { name: "taking" }
  | { name: "submitting"; reason: SubmitReason }
  | { name: "submitted"; result: Result; reason: SubmitReason }
  | { name: "abandoned" };

/** Why the attempt was submitted: the learner finished, the time ran out, the tab was left, the learner left the page. */
export type SubmitReason = "finished" | "time-up" | "away" | "left";

export interface AttemptTarget {
  path: TestPath;
  testId: number;
  /** The test as the page names it (an exam's slug, an assessment's id): the device copy's key. */
  scope: string;
  learnerId: number;
  durationMinutes: number;
}

/**
 * One attempt, from the paper to the result. Every move is written to the device first (and, where
 * the API keeps answers, sent to it as well); the submission is read back from the device, sent
 * until the server answers, and is idempotent there. Taking goes on while the network is down.
 */
export const AttemptSession = createModel((target: AttemptTarget) => {
  const phase = signal<Phase>({ name: "starting" });
  const questions = signal<Question[]>([]);
  const taking = signal<TakingState | null>(null);
  const now = signal(Date.now());
  const online = signal(typeof navigator === "undefined" ? true : navigator.onLine);
  /** A submission is waiting for the network: the learner is told their answers are kept. */
  const waitingToSend = signal(false);
  let state: AttemptState | null = null;
  let key = "";
  let disposed = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let writes: Promise<void> = Promise.resolve();
  let saving = false;

  const markOnline = (error?: unknown) => {
    online.value = error === undefined ? true : !(error instanceof ApiError && error.status === 0) && online.peek();
  };

  /**
   * Persists the state at once (IndexedDB commits the writes in the order they start) and returns
   * when this write has settled; `writes` settles when all of them have. A failed write (no room,
   * no IndexedDB) leaves the attempt running from memory.
   */
  function persist(measure = false): Promise<void> {
    const snapshot = state;
    if (!snapshot) return writes;
    const start = performance.now();
    const write = writeState(key, snapshot).then(
      () => {
        if (measure) performance.measure?.(DEVICE_WRITE_MEASURE, { start });
      },
      () => undefined,
    );
    writes = Promise.all([writes, write]).then(() => undefined);
    return write;
  }

  async function begin(): Promise<void> {
    const { path, scope, learnerId, durationMinutes } = target;
    const copy = await readCopy(learnerId, path, scope).catch(() => null);
    // A submission a reload interrupted is sent again as it was: asking for the questions now could
    // start a new attempt if the server had received it.
    if (copy?.state.finishing) return resume(copy);
    let paper: Awaited<ReturnType<typeof getPaper>>;
    try {
      paper = await getPaper(path, target.testId);
      markOnline();
    } catch (error) {
      markOnline(error);
      // Offline with an attempt on this device: it carries on from the device alone.
      if (copy && error instanceof ApiError && error.status === 0) return resume(copy);
      if (!disposed) phase.value = { name: "failed", error };
      return;
    }
    if (disposed) return;
    const attempt = paper.attempt;
    const t = Date.now();
    const deadline = attempt ? t + (Date.parse(attempt.deadline_at) - Date.parse(attempt.server_time)) : null;
    // The same attempt as the device's copy: the copy's answers, unless another device saved later ones.
    if (copy && copy.state.attemptId === (attempt?.id ?? null) && paperMatches(copy.questions, paper.data)) {
      const saved = attempt?.saved;
      const taken = saved && saved.revision > copy.state.taking.revision ? restoreTaking(copy.state.taking.order, saved, t) : copy.state.taking;
      return resume({ ...copy, state: { ...copy.state, taking: taken, deadline: deadline ?? copy.state.deadline } });
    }
    if (copy) await dropCopy(copy.key).catch(() => undefined);
    if (paper.data.length === 0) {
      phase.value = { name: "failed", error: new ApiError("", 404) };
      return;
    }
    // The API's order where it fixed one for the attempt (the same on every device); a shuffle otherwise.
    const order = (attempt ? paper.data : shuffled(paper.data)).map((q) => q.id);
    const saved = attempt?.saved;
    key = copyKey(learnerId, path, scope, attempt?.id ?? null);
    state = {
      attemptId: attempt?.id ?? null,
      deadline: deadline ?? t + durationMinutes * 60_000,
      durationSeconds: durationMinutes * 60,
      taking: saved ? restoreTaking(order, saved, t) : startTaking(order, t),
      savedRevision: saved?.revision ?? 0,
      autosave: attempt?.saved !== undefined,
      hiddenAt: null,
    };
    questions.value = paper.data;
    await writePaper(key, paper.data).catch(() => undefined);
    await persist();
    run();
  }

  function resume(copy: DeviceCopy): void {
    if (disposed) return;
    key = copy.key;
    // The time on the current question starts again now: the time the device was off is not the learner's.
    state = { ...copy.state, taking: { ...copy.state.taking, visitStartedAt: Date.now() } };
    questions.value = copy.questions;
    void persist();
    const { hiddenAt, finishing } = copy.state;
    run();
    if (finishing) void submit(finishing);
    else if (hiddenAt !== null && awayEndsAttempt(hiddenAt, Date.now())) void submit("away");
  }

  function run(): void {
    if (disposed || !state) return;
    taking.value = state.taking;
    phase.value = { name: "taking" };
    ticker = setInterval(tick, TICK_MS);
    tick();
    void autosave();
  }

  function tick(): void {
    now.value = Date.now();
    if (state && phase.peek().name === "taking" && now.peek() >= state.deadline) void submit("time-up");
  }

  function change(update: (s: TakingState) => TakingState, answerGiven = false): TakingState | null {
    if (!state || phase.peek().name !== "taking") return null;
    const before = state.taking;
    const after = update(before);
    if (after === before) return before;
    state = { ...state, taking: after };
    // The write starts first, before the screen changes (NEXT must be enabled at once: Enter follows a pick).
    void persist(answerGiven);
    taking.value = after;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    return after;
  }

  /** Sends the answers so far to an API that keeps them; one save at a time, the latest state each time. */
  async function autosave(): Promise<void> {
    if (saving || !state?.autosave || state.attemptId === null || phase.peek().name !== "taking") return;
    const s = state;
    if (s.taking.revision <= s.savedRevision) return;
    saving = true;
    try {
      await postAutosave(target.path, target.testId, {
        attemptId: s.attemptId!,
        revision: s.taking.revision,
        responses: givenAnswers(s.taking, Date.now()),
        currentQuestionId: currentQuestion(s.taking),
      });
      markOnline();
      if (state) state = { ...state, savedRevision: Math.max(state.savedRevision, s.taking.revision) };
      void persist();
    } catch (error) {
      markOnline(error);
      // Where the API has no such call after all, the device copy alone carries the attempt.
      if (error instanceof ApiError && (error.status === 404 || error.status === 405) && state) state = { ...state, autosave: false };
      saving = false;
      return;
    }
    saving = false;
    if (state && state.taking.revision > state.savedRevision) void autosave();
  }

  let tries = 0;
  let sending = false;
  /** Submits what the device holds, until the server answers; a repeat is the same submission. */
  async function submit(reason: SubmitReason): Promise<void> {
    if (!state || disposed || sending) return;
    const current = phase.peek();
    if (current.name === "submitted" || current.name === "abandoned") return;
    sending = true;
    if (current.name !== "submitting") {
      // The time on the question the learner is on counts too.
      const t = Date.now();
      state = { ...state, finishing: reason, taking: { ...state.taking, spent: withCurrentVisit(state.taking, t), visitStartedAt: t } };
      taking.value = state.taking;
      phase.value = { name: "submitting", reason };
      clearInterval(ticker);
      await persist();
    }
    clearTimeout(retryTimer);
    retryTimer = undefined;
    tries++;
    // Built from what the device holds, not from memory; from memory only where the device keeps nothing.
    const held = (await readCopy(target.learnerId, target.path, target.scope).catch(() => null))?.state ?? state;
    if (disposed) {
      sending = false;
      return;
    }
    const submission = {
      responses: responseItems(held.taking, questions.peek()),
      timeTaken: Math.min(held.durationSeconds, Math.max(0, Math.round((held.taking.visitStartedAt - (held.deadline - held.durationSeconds * 1000)) / 1000))),
      attemptId: held.attemptId,
    };
    try {
      const answer = await postSubmit(target.path, target.testId, submission).finally(() => {
        sending = false;
      });
      markOnline();
      waitingToSend.value = false;
      await dropCopy(key).catch(() => undefined);
      if (!disposed) phase.value = { name: "submitted", result: answer.data, reason };
    } catch (error) {
      markOnline(error);
      if (disposed) return;
      if (isTransient(error)) {
        waitingToSend.value = true;
        retryTimer = setTimeout(
          () => {
            retryTimer = undefined;
            void submit(reason);
          },
          RETRY_DELAYS_MS[Math.min(tries - 1, RETRY_DELAYS_MS.length - 1)],
        );
        return;
      }
      await dropCopy(key).catch(() => undefined);
      waitingToSend.value = false;
      phase.value = error instanceof ApiError && error.status === 409 ? { name: "abandoned" } : { name: "failed", error };
    }
  }

  const onOnline = () => {
    online.value = true;
    const current = phase.peek();
    // A submission waiting for its next try goes now; one under way is left to finish.
    if (current.name === "submitting" && retryTimer !== undefined) {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      void submit(current.reason);
    } else if (current.name === "taking") void autosave();
  };
  const onOffline = () => {
    online.value = false;
  };
  // What the session started (listeners, clocks, retries) ends with it: the model runs this cleanup when it is disposed.
  effect(() => {
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      disposed = true;
      clearInterval(ticker);
      clearTimeout(retryTimer);
      clearTimeout(saveTimer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  });
  void begin();

  return {
    phase,
    questions,
    taking,
    now,
    online,
    waitingToSend,
    /** The whole time allowed (s). */
    durationSeconds: () => target.durationMinutes * 60,
    /** The time left (ms), as of the last tick. */
    timeLeft: () => Math.max(0, (state?.deadline ?? 0) - now.value),
    select: (answerId: number) => void change((s) => select(s, answerId), true),
    next: () => {
      let finished = false;
      change((s) => {
        const moved = next(s, Date.now());
        finished = moved.finished;
        return moved.state;
      });
      if (finished) void submit("finished");
    },
    back: () => void change((s) => back(s, Date.now())),
    skip: () => void change((s) => skip(s, Date.now())),
    submit,
    /** The tab was hidden: kept, so an absence that ends in a reload is still measured. */
    hidden(at: number): void {
      if (!state || phase.peek().name !== "taking") return;
      state = { ...state, hiddenAt: at };
      void persist();
    },
    /** The tab is seen again: how long it was away (ms), or null when it was not hidden during taking. */
    visible(at: number): number | null {
      if (!state || state.hiddenAt === null) return null;
      const away = at - state.hiddenAt;
      state = { ...state, hiddenAt: null };
      void persist();
      return away;
    },
    /** Settles the device writes (tests, and the page before it goes). */
    settled: () => writes,
  };
});
export type AttemptSession = InstanceType<typeof AttemptSession>;

function withCurrentVisit(s: TakingState, t: number): Record<number, number> {
  const id = currentQuestion(s);
  return { ...s.spent, [id]: (s.spent[id] ?? 0) + Math.max(0, t - s.visitStartedAt) / 1000 };
}

/** The response items: the answered questions with their time, and `is_correct` only where the API gave it. */
function responseItems(s: TakingState, paper: Question[]): ResponseItem[] {
  const byId = new Map(paper.map((q) => [q.id, q]));
  return givenAnswers(s, s.visitStartedAt).map((item) => {
    const correct = byId.get(item.question_id)?.answers.find((a) => a.id === item.answer_id)?.is_correct;
    return typeof correct === "boolean" ? { ...item, is_correct: correct } : item;
  });
}

/** The device's paper is this attempt's: the same questions. */
const paperMatches = (a: Question[], b: Question[]) => a.length === b.length && a.every((q) => b.some((p) => p.id === q.id));
