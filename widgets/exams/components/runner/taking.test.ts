import { describe, expect, it } from "vitest";
import {
  answeredCount,
  back,
  canBack,
  canNext,
  canSkip,
  currentQuestion,
  givenAnswers,
  next,
  restoreTaking,
  select,
  shownAnswer,
  skip,
  spentOn,
  startTaking,
} from "./taking.ts";

const s0 = () => startTaking([1, 2, 3], 0);

describe("taking an attempt", () => {
  it("starts at the first question with NEXT off until an answer is picked, BACK off, SKIP on", () => {
    const s = s0();
    expect(currentQuestion(s)).toBe(1);
    expect([canNext(s), canBack(s), canSkip(s)]).toEqual([false, false, true]);
    const picked = select(s, 11);
    expect(canNext(picked)).toBe(true);
    expect(shownAnswer(picked)).toBe(11);
  });

  it("NEXT stores the answer with its time and moves on; FINISH on the last question", () => {
    let s = select(s0(), 11);
    let moved = next(s, 5000);
    expect(moved.finished).toBe(false);
    s = moved.state;
    expect(currentQuestion(s)).toBe(2);
    expect(s.answers).toEqual({ 1: 11 });
    expect(spentOn(s, 1, 99_000)).toBe(5);
    s = next(select(s, 21), 7000).state;
    moved = next(select(s, 31), 10_000);
    expect(moved.finished).toBe(true);
    expect(moved.state.answers).toEqual({ 1: 11, 2: 21, 3: 31 });
    expect(givenAnswers(moved.state, 10_000)).toEqual([
      { question_id: 1, answer_id: 11, time_taken: 5 },
      { question_id: 2, answer_id: 21, time_taken: 2 },
      { question_id: 3, answer_id: 31, time_taken: 3 },
    ]);
  });

  it("does nothing on NEXT without an answer", () => {
    const s = s0();
    expect(next(s, 1000)).toEqual({ state: s, finished: false });
  });

  it("adds the elapsed time of a revisit to the stored answer, and keeps it without a new pick", () => {
    let s = next(select(s0(), 11), 4000).state;
    s = back(s, 6000);
    expect(currentQuestion(s)).toBe(1);
    expect(canNext(s)).toBe(true);
    expect(shownAnswer(s)).toBe(11);
    s = next(s, 9000).state;
    expect(s.answers[1]).toBe(11);
    expect(spentOn(s, 1, 9000)).toBe(7);
    expect(spentOn(s, 2, 9000)).toBe(2);
  });

  it("keeps a pick as the answer when the learner goes BACK or SKIPs instead of NEXT", () => {
    let s = next(select(s0(), 11), 1000).state;
    s = back(select(s, 22), 2000);
    expect(s.answers).toEqual({ 1: 11, 2: 22 });
    s = skip(select(s, 12), 3000);
    expect(s.answers).toEqual({ 1: 12, 2: 22 });
    expect(s.order).toEqual([2, 3, 1]);
  });

  it("lets a new pick on a revisit replace the stored answer", () => {
    let s = back(next(select(s0(), 11), 1000).state, 2000);
    s = next(select(s, 12), 3000).state;
    expect(s.answers[1]).toBe(12);
  });

  it("SKIP moves the question to the end and is off when one question remains", () => {
    let s = skip(s0(), 3000);
    expect(s.order).toEqual([2, 3, 1]);
    expect(currentQuestion(s)).toBe(2);
    expect(spentOn(s, 1, 3000)).toBe(3);
    s = next(select(s, 21), 4000).state;
    s = skip(s, 5000);
    expect(s.order).toEqual([2, 1, 3]);
    s = next(select(s, 11), 6000).state;
    expect(currentQuestion(s)).toBe(3);
    expect(canSkip(s)).toBe(false);
    expect(skip(s, 7000)).toBe(s);
  });

  it("counts every change in its revision", () => {
    const s = s0();
    const a = select(s, 11);
    const b = next(a, 1000).state;
    expect([s.revision, a.revision, b.revision]).toEqual([1, 2, 3]);
    expect(select(a, 11)).toBe(a);
    expect(answeredCount(b)).toBe(1);
  });

  it("restores what another device saved, on the question it was at", () => {
    const s = restoreTaking(
      [1, 2, 3],
      {
        revision: 9,
        responses: [
          { question_id: 1, answer_id: 11, time_taken: 12 },
          { question_id: 3, answer_id: null, time_taken: 4 },
          { question_id: 99, answer_id: 991, time_taken: 1 },
        ],
        current_question_id: 2,
      },
      1000,
    );
    expect(s).toMatchObject({ index: 1, answers: { 1: 11 }, spent: { 1: 12, 3: 4 }, revision: 9 });
  });
});
