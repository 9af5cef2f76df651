import type { Signal } from "@preact/signals-react";
import { ApiError, isTransient } from "#shared/api/errors.ts";
import { postAutosave, postSubmit, type Question, type ResponseItem } from "#shared/api/exam-taking.ts";
import type { AttemptTarget, Phase, SubmitReason } from "./attempt.ts";
import { type AttemptState, dropCopy, readCopy } from "./device-copy.ts";
import { currentQuestion, givenAnswers, type TakingState } from "./taking.ts";

/** Waits between submission tries while the network is down or the server fails: 1 s doubling to 30 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];

/** What the sender needs of its attempt: the state it sends, and where it says how the sending went. */
export interface SenderContext {
  target: AttemptTarget;
  state(): AttemptState | null;
  setState(next: AttemptState): void;
  /** The device copy's key. */
  key(): string;
  phase: Signal<Phase>;
  questions: Signal<Question[]>;
  taking: Signal<TakingState | null>;
  /** A submission is waiting for the network: the learner is told their answers are kept. */
  waitingToSend: Signal<boolean>;
  /** A call reached the server (no error), or did not (its error). */
  reached(error?: unknown): void;
  persist(): Promise<void>;
  /** The attempt's clock stops once it is being submitted. */
  stopClock(): void;
  disposed(): boolean;
}

/**
 * What an attempt sends: its answers as they are given, to an API that keeps them (one save at a
 * time, the latest state each time), and its submission, read back from the device, sent until the
 * server answers: a transient failure is tried again (1 s doubling to 30 s, or at once when the
 * network returns), and a repeat is the same submission, which the server knows as one.
 */
export function attemptSender(ctx: SenderContext) {
  let saving = false;
  let sending = false;
  let tries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function autosave(): Promise<void> {
    const s = ctx.state();
    if (saving || !s?.autosave || s.attemptId === null || ctx.phase.peek().name !== "taking") return;
    if (s.taking.revision <= s.savedRevision) return;
    saving = true;
    try {
      await postAutosave(ctx.target.path, ctx.target.testId, {
        attemptId: s.attemptId,
        revision: s.taking.revision,
        responses: givenAnswers(s.taking, Date.now()),
        currentQuestionId: currentQuestion(s.taking),
      });
      ctx.reached();
      const latest = ctx.state();
      if (latest) ctx.setState({ ...latest, savedRevision: Math.max(latest.savedRevision, s.taking.revision) });
      void ctx.persist();
    } catch (error) {
      ctx.reached(error);
      // Where the API has no such call after all, the device copy alone carries the attempt.
      const latest = ctx.state();
      if (error instanceof ApiError && (error.status === 404 || error.status === 405) && latest) ctx.setState({ ...latest, autosave: false });
      saving = false;
      return;
    }
    saving = false;
    const latest = ctx.state();
    if (latest && latest.taking.revision > latest.savedRevision) void autosave();
  }

  async function submit(reason: SubmitReason): Promise<void> {
    const s = ctx.state();
    if (!s || ctx.disposed() || sending) return;
    const current = ctx.phase.peek();
    if (current.name === "submitted" || current.name === "abandoned") return;
    sending = true;
    if (current.name !== "submitting") {
      // The time on the question the learner is on counts too.
      const t = Date.now();
      const finishing = { ...s, finishing: reason, taking: { ...s.taking, spent: withCurrentVisit(s.taking, t), visitStartedAt: t } };
      ctx.setState(finishing);
      ctx.taking.value = finishing.taking;
      ctx.phase.value = { name: "submitting", reason };
      ctx.stopClock();
      await ctx.persist();
    }
    clearTimeout(retryTimer);
    retryTimer = undefined;
    tries++;
    // Built from what the device holds, not from memory; from memory only where the device keeps nothing.
    const { learnerId, path, scope } = ctx.target;
    const held = (await readCopy(learnerId, path, scope).catch(() => null))?.state ?? ctx.state()!;
    if (ctx.disposed()) {
      sending = false;
      return;
    }
    const submission = submissionOf(held, ctx.questions.peek());
    try {
      const answer = await postSubmit(path, ctx.target.testId, submission).finally(() => {
        sending = false;
      });
      ctx.reached();
      ctx.waitingToSend.value = false;
      await dropCopy(ctx.key()).catch(() => undefined);
      if (!ctx.disposed()) ctx.phase.value = { name: "submitted", result: answer.data, reason };
    } catch (error) {
      ctx.reached(error);
      if (ctx.disposed()) return;
      if (isTransient(error)) {
        ctx.waitingToSend.value = true;
        retryTimer = setTimeout(
          () => {
            retryTimer = undefined;
            void submit(reason);
          },
          RETRY_DELAYS_MS[Math.min(tries - 1, RETRY_DELAYS_MS.length - 1)],
        );
        return;
      }
      await dropCopy(ctx.key()).catch(() => undefined);
      ctx.waitingToSend.value = false;
      ctx.phase.value = error instanceof ApiError && error.status === 409 ? { name: "abandoned" } : { name: "failed", error, step: "submit" };
    }
  }

  return {
    autosave,
    submit,
    /** The network is back: a submission waiting for its next try goes now (one under way is left to finish); answers are saved. */
    online(): void {
      const current = ctx.phase.peek();
      if (current.name === "submitting" && retryTimer !== undefined) {
        clearTimeout(retryTimer);
        retryTimer = undefined;
        void submit(current.reason);
      } else if (current.name === "taking") void autosave();
    },
    stop(): void {
      clearTimeout(retryTimer);
    },
  };
}

/** The submission an attempt's state makes: its answers with their time, the time taken, the attempt it is. */
export function submissionOf(held: AttemptState, paper: Question[]) {
  return {
    responses: responseItems(held.taking, paper),
    timeTaken: Math.min(held.durationSeconds, Math.max(0, Math.round((held.taking.visitStartedAt - (held.deadline - held.durationSeconds * 1000)) / 1000))),
    attemptId: held.attemptId,
  };
}

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
