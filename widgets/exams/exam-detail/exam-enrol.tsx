import type { ExamDetail } from "#shared/api/exams.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { EnrolNow } from "#shared/payments/enrolment/enrol-now.tsx";

/** The confirmation dialog: fetched when the learner presses Enroll Now. */
const dialogCode = onDemand(() => import("./exam-enrol-dialog.tsx"));

/**
 * Enroll Now: the confirmation, then a payment to confirm or the page reloaded. A payment an
 * earlier page left pending is resumed by the account area around this page, not here.
 */
export function ExamEnrol({ exam }: { exam: ExamDetail }) {
  return (
    <EnrolNow
      className="exam-enrol"
      purchase={{ examSlug: exam.slug }}
      dialog={dialogCode}
      renderDialog={(Code, props) => <Code.ExamEnrolDialog {...props} exam={exam} reload={() => navigation.reload()} />}
    />
  );
}
