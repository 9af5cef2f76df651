/**
 * Where a learner is in an attempt, and the spec's moves: NEXT (FINISH on the last question), BACK
 * and SKIP. Pure: every move takes the time now (ms) and returns a new state, which the device
 * copy stores as it is. Time is counted per question across visits.
 */
export interface TakingState {
  /** Question ids in the order they are sat; SKIP moves one to the end. */
  order: number[];
  index: number;
  /** The stored answer of each answered question. */
  answers: Record<number, number>;
  /** Seconds spent on each question over the visits that have ended. */
  spent: Record<number, number>;
  /** The answer picked on the current question, not stored yet (NEXT stores it). */
  selected: number | null;
  /** When the current visit began (ms, the device's clock). */
  visitStartedAt: number;
  /** Rises with every change: a save of an older state never overwrites a newer one. */
  revision: number;
}

export function startTaking(order: number[], now: number): TakingState {
  return { order: [...order], index: 0, answers: {}, spent: {}, selected: null, visitStartedAt: now, revision: 1 };
}

export const currentQuestion = (s: TakingState): number => s.order[s.index];

/** The answer shown as chosen on the current question: a new pick, else the stored one. */
export const shownAnswer = (s: TakingState): number | null => s.selected ?? s.answers[currentQuestion(s)] ?? null;

export const isLast = (s: TakingState): boolean => s.index === s.order.length - 1;
export const canNext = (s: TakingState): boolean => shownAnswer(s) !== null;
export const canBack = (s: TakingState): boolean => s.index > 0;
/** SKIP is off when only one question remains to be seen. */
export const canSkip = (s: TakingState): boolean => s.order.length - s.index > 1;

/** Seconds spent on a question so far, the current visit included. */
export function spentOn(s: TakingState, questionId: number, now: number): number {
  const before = s.spent[questionId] ?? 0;
  return questionId === currentQuestion(s) ? before + Math.max(0, now - s.visitStartedAt) / 1000 : before;
}

/**
 * Ends the current visit: its time is added to the question, and a pick is kept as its answer
 * however the learner leaves it (an answer given is never lost).
 */
function leave(s: TakingState, now: number): Pick<TakingState, "spent" | "answers" | "selected"> {
  const id = currentQuestion(s);
  const answers = s.selected === null ? s.answers : { ...s.answers, [id]: s.selected };
  return { spent: { ...s.spent, [id]: spentOn(s, id, now) }, answers, selected: null };
}

export function select(s: TakingState, answerId: number): TakingState {
  if (s.selected === answerId) return s;
  return { ...s, selected: answerId, revision: s.revision + 1 };
}

/**
 * NEXT: stores the pick (or, with none, only adds the time to the stored answer) and moves on; on
 * the last question it is FINISH and the attempt is to be submitted. Does nothing while disabled.
 */
export function next(s: TakingState, now: number): { state: TakingState; finished: boolean } {
  if (!canNext(s)) return { state: s, finished: false };
  const last = isLast(s);
  const state: TakingState = {
    ...s,
    ...leave(s, now),
    index: last ? s.index : s.index + 1,
    visitStartedAt: now,
    revision: s.revision + 1,
  };
  return { state, finished: last };
}

/** BACK: to the previous question. */
export function back(s: TakingState, now: number): TakingState {
  if (!canBack(s)) return s;
  return { ...s, ...leave(s, now), index: s.index - 1, visitStartedAt: now, revision: s.revision + 1 };
}

/** SKIP: the current question goes to the end of the list, to come back to. */
export function skip(s: TakingState, now: number): TakingState {
  if (!canSkip(s)) return s;
  const id = currentQuestion(s);
  const order = [...s.order.slice(0, s.index), ...s.order.slice(s.index + 1), id];
  return { ...s, ...leave(s, now), order, visitStartedAt: now, revision: s.revision + 1 };
}

/** The stored answers with their whole seconds, in the order sat: what a submission or a save sends. */
export function givenAnswers(s: TakingState, now: number): { question_id: number; answer_id: number; time_taken: number }[] {
  return s.order.flatMap((id) => {
    const answer = s.answers[id];
    return answer === undefined ? [] : [{ question_id: id, answer_id: answer, time_taken: Math.round(spentOn(s, id, now)) }];
  });
}

/** How many questions have a stored answer. */
export const answeredCount = (s: TakingState): number => Object.keys(s.answers).length;

/**
 * The state the API kept for an attempt (another device's answers), on this paper: the answers
 * and times of its questions, standing on the question the learner was at.
 */
export function restoreTaking(
  order: number[],
  saved: { revision: number; responses: { question_id: number; answer_id: number | null; time_taken: number }[]; current_question_id: number | null },
  now: number,
): TakingState {
  const known = new Set(order);
  const answers: Record<number, number> = {};
  const spent: Record<number, number> = {};
  for (const r of saved.responses) {
    if (!known.has(r.question_id)) continue;
    if (r.answer_id !== null) answers[r.question_id] = r.answer_id;
    spent[r.question_id] = r.time_taken;
  }
  const at = saved.current_question_id === null ? -1 : order.indexOf(saved.current_question_id);
  return { order: [...order], index: Math.max(0, at), answers, spent, selected: null, visitStartedAt: now, revision: saved.revision };
}
