import { ApiError } from "#shared/api/errors.ts";
import { getAssessment, getResult, type Result, type TestPath } from "#shared/api/exam-taking.ts";
import { type ExamDetail, getExam, questionCount, resultEntries } from "#shared/api/exams.ts";

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

/**
 * The contract shows no reply for the result call: an API without it (404, 405, 501) or whose
 * reply is no result leaves the result the exam itself carries. Any other failure is the exam's.
 */
const withoutResultCall = (error: unknown) => error instanceof ApiError && (error.isMalformed || [404, 405, 501].includes(error.status));

/**
 * An exam: read once for what it is, its result from the contract's result call, which alone is
 * read again after an attempt. Where the API has no such call, the exam is read again instead.
 */
function examSource(key: string): TestSource {
  let exam: ExamDetail | null = null;
  let hasResultCall = true;

  async function readResult(of: ExamDetail, signal: AbortSignal): Promise<Result | null> {
    if (!hasResultCall) return null;
    try {
      const result = await getResult("exams", of.id, signal);
      return { ...result, passing_score: result.passing_score ?? of.passing_score };
    } catch (error) {
      if (!withoutResultCall(error)) throw error;
      hasResultCall = false;
      return null;
    }
  }

  const infoOf = (of: ExamDetail, result: Result): TestInfo => ({
    id: of.id,
    title: of.title,
    duration: of.duration,
    totalQuestions: questionCount(of),
    result,
  });

  return {
    kind: "exam",
    path: "exams",
    async load(signal) {
      const known = exam;
      if (known) {
        const result = await readResult(known, signal);
        if (result) return infoOf(known, result);
      }
      const read = await getExam(key, signal);
      exam = read;
      return infoOf(read, (await readResult(read, signal)) ?? resultOf(read));
    },
  };
}

/** An exam by slug (or id), as its page names it; an assessment by id, as its course names it. */
export function sourceFor(kind: TestKind, key: string): TestSource {
  if (kind === "exam") return examSource(key);
  return {
    kind,
    path: "assessments",
    // The contract has no result call for assessments: the result comes with the assessment.
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
