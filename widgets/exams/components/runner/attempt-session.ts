import { createModel, effect, signal } from "@preact/signals-react";
import { ApiError } from "#shared/api/errors.ts";
import { getPaper, type Question } from "#shared/api/exam-taking.ts";
import { shuffled } from "#shared/data/shuffled.ts";
import type { AttemptTarget, Phase } from "./attempt.ts";
import { type AttemptState, copyKey, type DeviceCopy, dropCopy, readCopy, writePaper } from "./device-copy.ts";
import { deviceWriter } from "./device-writer.ts";
import { awayEndsAttempt } from "./rules.ts";
import { attemptSender } from "./sender.ts";
import { back, next, restoreTaking, select, skip, startTaking, type TakingState } from "./taking.ts";

/** Answers given this close together go to the API in one save; the device has each at once. */
export const AUTOSAVE_DELAY_MS = 500;
/** How often the clocks move on screen. */
const TICK_MS = 250;

export type { AttemptTarget, Phase, SubmitReason } from "./attempt.ts";

/**
 * One attempt, from the paper to the result. Every move is written to the device first
 * (device-writer.ts) and, where the API keeps answers, sent to it as well; the submission is read
 * back from the device and sent until the server answers (sender.ts). Taking goes on while the
 * network is down.
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
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const device = deviceWriter();
  /** Writes the state at once, and settles when this write has. */
  const persist = (measure = false) => device.persist(key, state, measure);

  const markOnline = (error?: unknown) => {
    online.value = error === undefined ? true : !(error instanceof ApiError && error.status === 0) && online.peek();
  };

  const sender = attemptSender({
    target,
    state: () => state,
    setState: (next) => {
      state = next;
    },
    key: () => key,
    phase,
    questions,
    taking,
    waitingToSend,
    reached: markOnline,
    persist: () => persist(),
    stopClock: () => clearInterval(ticker),
    disposed: () => disposed,
  });
  const { autosave, submit } = sender;

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
      if (!disposed) phase.value = { name: "failed", error, step: "paper" };
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
      phase.value = { name: "failed", error: new ApiError("", 404), step: "paper" };
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

  const onOnline = () => {
    online.value = true;
    sender.online();
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
      sender.stop();
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
    /** True the first time in this attempt the window is made too small: the warning is due, and is then kept as given. */
    warnOfSize(): boolean {
      if (!state || phase.peek().name !== "taking" || state.sizeWarned) return false;
      state = { ...state, sizeWarned: true };
      void persist();
      return true;
    },
    /** Settles the device writes (tests, and the page before it goes). */
    settled: device.settled,
  };
});
export type AttemptSession = InstanceType<typeof AttemptSession>;

/** The device's paper is this attempt's: the same questions. */
const paperMatches = (a: Question[], b: Question[]) => a.length === b.length && a.every((q) => b.some((p) => p.id === q.id));
