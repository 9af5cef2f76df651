import type { QuizQuestion } from "./lesson-data.ts";

/** One pass through a quiz: the questions in their shuffled order, where the learner is, the score so far. */
export interface QuizState {
  questions: QuizQuestion[];
  index: number;
  selected: QuizQuestion["options"][number]["id"] | null;
  /** null until Submit; then whether the chosen option was right. */
  answeredRight: boolean | null;
  score: number;
  finished: boolean;
}

export type QuizAction =
  | { type: "select"; option: QuizQuestion["options"][number]["id"] }
  | { type: "submit" }
  | { type: "next" }
  | { type: "retake"; questions: QuizQuestion[] };

export const startQuiz = (questions: QuizQuestion[]): QuizState => ({ questions, index: 0, selected: null, answeredRight: null, score: 0, finished: false });

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "select":
      // Once submitted, the answer stands.
      return state.answeredRight === null && !state.finished ? { ...state, selected: action.option } : state;
    case "submit": {
      if (state.selected === null || state.answeredRight !== null) return state;
      const option = state.questions[state.index].options.find((o) => o.id === state.selected);
      const right = option?.is_correct === true;
      return { ...state, answeredRight: right, score: state.score + (right ? 1 : 0) };
    }
    case "next":
      if (state.answeredRight === null) return state;
      if (state.index === state.questions.length - 1) return { ...state, finished: true };
      return { ...state, index: state.index + 1, selected: null, answeredRight: null };
    case "retake":
      return startQuiz(action.questions);
  }
}
