import { getAssessment, type Result, type TestPath } from "#shared/api/exam-taking.ts";
import { getExam, questionCount, resultEntries } from "#shared/api/exams.ts";

/** What the modal needs of an exam or an assessment: the one engine's two data sources fill it. */
export interface TestInfo {
  id: number;
  title: string;
  /** Minutes. */
  duration: number;
  totalQuestions: number;
  result: Result;
}

export type TestKind = "exam" | "assessment";

export interface TestSource {
  kind: TestKind;
  path: TestPath;
  /** Where the learner stands now: read when the modal opens and after each attempt. */
  load: (signal: AbortSignal) => Promise<TestInfo>;
}

const resultOf = (answer: Result): Result => Object.fromEntries(Object.keys(resultEntries).map((k) => [k, answer[k as keyof Result]])) as Result;

/** An exam by slug (or id), as its page names it; an assessment by id, as its course names it. */
export function sourceFor(kind: TestKind, key: string): TestSource {
  if (kind === "exam")
    return {
      kind,
      path: "exams",
      load: (signal) =>
        getExam(key, signal).then((exam) => ({
          id: exam.id,
          title: exam.title,
          duration: exam.duration,
          totalQuestions: questionCount(exam),
          result: resultOf(exam),
        })),
    };
  return {
    kind,
    path: "assessments",
    load: (signal) =>
      getAssessment(Number(key), signal).then((a) => ({
        id: a.id,
        title: a.title,
        duration: a.duration,
        totalQuestions: a.total_questions,
        result: resultOf(a),
      })),
  };
}
