import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as assessmentRunner } from "./assessment-runner/assessment-runner.api.ts";
import { tag as examDetail } from "./exam-detail/exam-detail.api.ts";
import { tag as examList } from "./exam-list/exam-list.api.ts";
import { tag as examRunner } from "./exam-runner/exam-runner.api.ts";

/** The exams family: finding, buying and sitting exams, and a course's assessment. Each tag's code loads with its first element. */
defineFamily([
  [examList, () => import("./exam-list/exam-list.tsx")],
  [examDetail, () => import("./exam-detail/exam-detail.tsx")],
  [examRunner, () => import("./exam-runner/exam-runner.tsx")],
  [assessmentRunner, () => import("./assessment-runner/assessment-runner.tsx")],
]);
