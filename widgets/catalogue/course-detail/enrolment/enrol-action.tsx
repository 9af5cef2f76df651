import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import type { CourseDetail } from "#shared/api/catalogue.ts";
import { href } from "#shared/config/runtime.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { EnrolNow } from "#shared/payments/enrolment/enrol-now.tsx";
import { clearPendingPayment, readPendingPayment } from "#shared/payments/pending-payment.ts";
import { t } from "./enrolment.messages.ts";
import { enrolmentKind } from "./enrolment-kind.ts";
import { StaffEnrol } from "./staff-enrol.tsx";

/** The confirmation dialog: fetched when the learner presses Enroll Now. */
export const enrolDialogsCode = onDemand(() => import("./dialogs.ts"));

export interface EnrolActionProps {
  course: CourseDetail;
  /** Told when the learner is enrolled, just before the page moves on (slug of the course to learn, if known). */
  onEnrolled?: (slug: string | null) => void;
}

/**
 * The course side card's main button: Start Learning once enrolled, otherwise Enroll Now, which
 * sends a visitor to sign-in and a learner through confirmation, payment and its confirmation. A
 * course an organization buys for its staff has no Enroll Now: the card says how its staff get in.
 * Any payment left pending by an earlier page is shown here, as on every page of the account area.
 */
export function EnrolAction({ course, onEnrolled }: EnrolActionProps) {
  useSignals();
  // The payment a reload interrupted has done its work if the learner is enrolled: forget it.
  useEffect(() => {
    const pending = readPendingPayment();
    if (course.has_enrolled && pending?.courseSlug === course.slug) clearPendingPayment(pending.transactionId);
  }, [course.slug, course.has_enrolled]);

  return (
    <EnrolNow
      className="enrol-main"
      purchase={{ courseSlug: course.slug }}
      dialog={enrolDialogsCode}
      renderDialog={(Dialogs, props) => <Dialogs.EnrolDialog {...props} course={course} onEnrolled={onEnrolled} />}
      resumes={(p) => !(course.has_enrolled && p.courseSlug === course.slug)}
      unavailable={
        // Said up front, rather than learnt from the server's refusal after a confirmation. Where the
        // API says the course has no code, asking for one would lead nowhere: it asks to be enrolled.
        !course.has_enrolled &&
        enrolmentKind(course) === "bulk" && (
          <>
            <p className="enrol-staff-only">
              {t(course.has_access_code === false ? "enrolment.staff-only.ask" : "enrolment.staff-only.code", {
                organization: course.organization.name,
              })}
            </p>
            <StaffEnrol course={course} onEnrolled={onEnrolled} />
          </>
        )
      }
      onSucceeded={(slug) => {
        if (slug === course.slug) onEnrolled?.(slug);
      }}
      enrolled={
        course.has_enrolled && (
          <a className="lp-button lp-button-primary enrol-main" part="button" href={href("learnCourse", { slug: course.slug })}>
            {t("enrolment.start-learning")}
          </a>
        )
      }
    />
  );
}
