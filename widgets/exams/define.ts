import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as examList } from "./exam-list/exam-list.api.ts";

/** The exams family: finding, buying and sitting exams, and a course's assessment. Each tag's code loads with its first element. */
defineFamily([[examList, () => import("./exam-list/exam-list.tsx")]]);
