import type { Database } from "../../db/connection.ts";
import { POINTS } from "../learners/effects.ts";
import { findAssessment, findExam, type TestRow } from "./test-row.ts";

/**
 * What differs between exams and assessments. Everything else (attempts, grading, results,
 * history, solutions) is one engine, so the two flows cannot drift apart.
 */
export interface TestKind {
  /** The path segment under /api: "/exams/{id}/..." or "/assessments/{id}/...". */
  path: "exams" | "assessments";
  noun: "exam" | "assessment";
  /** Capitalised noun for messages a learner reads. */
  Noun: "Exam" | "Assessment";
  /** The same in French, for notifications written in French. */
  nounFr: "Examen" | "Évaluation";
  notFoundMessage: string;
  notEnrolledMessage: string;
  points: number;
  pointsReason: "exam_passed" | "assessment_passed";
  find(db: Database, key: string): TestRow | null;
  /** Whether the learner may sit the test at all. */
  canTake(db: Database, userId: number, test: TestRow): boolean;
}

export const EXAM: TestKind = {
  path: "exams",
  noun: "exam",
  Noun: "Exam",
  nounFr: "Examen",
  notFoundMessage: "Exam not found",
  notEnrolledMessage: "You must enroll in this exam before taking it.",
  points: POINTS.examPassed,
  pointsReason: "exam_passed",
  find: findExam,
  canTake: (db, userId, test) => !!db.prepare("SELECT 1 FROM exam_enrolments WHERE user_id = ? AND test_id = ?").get(userId, test.id),
};

/** An assessment is open to the learners of its course: enrolment in the course is the ticket. */
export const ASSESSMENT: TestKind = {
  path: "assessments",
  noun: "assessment",
  Noun: "Assessment",
  nounFr: "Évaluation",
  notFoundMessage: "No assessment found",
  notEnrolledMessage: "You must be enrolled in this course to take the assessment.",
  points: POINTS.assessmentPassed,
  pointsReason: "assessment_passed",
  find: findAssessment,
  canTake: (db, userId, test) =>
    test.course_id !== null && !!db.prepare("SELECT 1 FROM enrolments WHERE user_id = ? AND course_id = ?").get(userId, test.course_id),
};
