import { describe, expect, it } from "vitest";
import { shuffled } from "#shared/data/shuffled.ts";
import type { QuizQuestion } from "./lesson-data.ts";
import { quizReducer, startQuiz } from "./quiz-machine.ts";

const question = (n: number): QuizQuestion => ({
  id: n,
  text: `Question ${n}`,
  explanation: `Because ${n}`,
  options: [
    { id: n * 10 + 1, text: "right", is_correct: true },
    { id: n * 10 + 2, text: "wrong", is_correct: false },
  ],
});

describe("a practice quiz", () => {
  it("submits only with an option chosen, scores a right answer once, and moves on only after Submit", () => {
    let s = startQuiz([question(1), question(2)]);
    expect(quizReducer(s, { type: "submit" })).toBe(s);
    expect(quizReducer(s, { type: "next" })).toBe(s);
    s = quizReducer(s, { type: "select", option: 11 });
    s = quizReducer(s, { type: "submit" });
    expect(s.answeredRight).toBe(true);
    expect(s.score).toBe(1);
    // A second Submit or a new choice after Submit changes nothing.
    expect(quizReducer(s, { type: "submit" }).score).toBe(1);
    expect(quizReducer(s, { type: "select", option: 12 }).selected).toBe(11);
    s = quizReducer(s, { type: "next" });
    expect(s.index).toBe(1);
    expect(s.selected).toBeNull();
    s = quizReducer(quizReducer(s, { type: "select", option: 22 }), { type: "submit" });
    expect(s.answeredRight).toBe(false);
    s = quizReducer(s, { type: "next" });
    expect(s.finished).toBe(true);
    expect(s.score).toBe(1);
  });

  it("starts again from nothing on Retake", () => {
    let s = startQuiz([question(1)]);
    s = quizReducer(quizReducer(quizReducer(s, { type: "select", option: 11 }), { type: "submit" }), { type: "next" });
    s = quizReducer(s, { type: "retake", questions: [question(1)] });
    expect(s).toMatchObject({ index: 0, score: 0, finished: false, selected: null, answeredRight: null });
  });

  it("shuffles without losing or repeating a question", () => {
    const all = [1, 2, 3, 4, 5, 6].map(question);
    const order = shuffled(all, () => 0);
    expect(order.map((q) => q.id)).not.toEqual([1, 2, 3, 4, 5, 6]);
    expect([...order].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(all);
  });
});
