import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { CourseDetail } from "#shared/api/catalogue/catalogue.ts";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { useOnDemand } from "#shared/element/on-demand/use-on-demand.ts";
import { usePaymentWatch } from "#shared/payments/use-payment-watch.ts";
import { clearPendingPayment, readPendingPayment } from "#shared/realtime/pending-payment.ts";
import { Button } from "#shared/ui/button.tsx";
import { t } from "./enrolment.messages.ts";

/** The confirmation dialog: fetched when the learner presses Enroll Now. */
export const enrolDialogsCode = onDemand(() => import("./dialogs.ts"));

export interface EnrolActionProps {
  course: CourseDetail;
  /** Told when the learner is enrolled, just before the page moves on (slug of the course to learn, if known). */
  onEnrolled?: (slug: string | null) => void;
}

/**
 * The course side card's main button: Start Learning once enrolled, otherwise Enroll Now, which
 * sends a visitor to sign-in and a learner through confirmation, payment and its confirmation.
 */
export function EnrolAction({ course, onEnrolled }: EnrolActionProps) {
  useSignals();
  const [confirming, setConfirming] = useState(false);
  // The payment a reload interrupted has done its work if the learner is enrolled: forget it.
  useEffect(() => {
    const pending = readPendingPayment();
    if (course.has_enrolled && pending?.courseSlug === course.slug) clearPendingPayment(pending.transactionId);
  }, [course.slug, course.has_enrolled]);
  // Any payment left pending is shown here, as on every page of the account area.
  const payment = usePaymentWatch({
    resumes: (p) => !(course.has_enrolled && p.courseSlug === course.slug),
    onSucceeded: (slug) => {
      if (slug === course.slug) onEnrolled?.(slug);
    },
  });
  const dialogs = useOnDemand(enrolDialogsCode, () => t("enrolment.load-failed"));
  const { bring } = dialogs;
  const Dialogs = dialogs.code;

  if (course.has_enrolled && !payment.processing)
    return (
      <a className="lp-button lp-button-primary enrol-main" part="button" href={href("learnCourse", { slug: course.slug })}>
        {t("enrolment.start-learning")}
      </a>
    );

  function start() {
    if (dialogs.loading) return;
    // On public pages, being signed in means holding a token (the spec's rule).
    if (!isSignedIn.value) return navigation.go(signInUrl());
    bring(() => setConfirming(true));
  }

  return (
    <>
      {/* Never disabled while the dialog's code arrives: a disabled button would drop the keyboard focus. */}
      <Button
        className="enrol-main"
        onClick={start}
        disabled={payment.processing}
        aria-busy={dialogs.loading || undefined}
        aria-disabled={dialogs.loading || undefined}
      >
        {t("enrolment.enroll-now")}
      </Button>
      {Dialogs && (
        <Dialogs.EnrolDialog
          open={confirming}
          course={course}
          onClose={() => setConfirming(false)}
          onEnrolled={onEnrolled}
          onPaymentStarted={(transactionId) => {
            setConfirming(false);
            payment.start(transactionId, { courseSlug: course.slug });
          }}
        />
      )}
      {payment.Dialog && <payment.Dialog open={payment.processing} liveUpdates={payment.liveUpdates} />}
    </>
  );
}
