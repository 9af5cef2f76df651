import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { CourseDetail } from "#shared/api/catalogue.ts";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import { onDemand } from "#shared/element/on-demand.ts";
import { useOnDemand } from "#shared/element/use-on-demand.ts";
import { Button } from "#shared/ui/button.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { t } from "./enrolment.messages.ts";
import { usePaymentWatch } from "./use-payment-watch.ts";

/**
 * The confirmation and payment dialogs: fetched when the learner presses Enroll Now, or when a
 * payment this page must show (one a reload interrupted) is under way.
 */
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
  const payment = usePaymentWatch(course, onEnrolled);
  const dialogs = useOnDemand(enrolDialogsCode, () => t("enrolment.load-failed"));
  const { bring } = dialogs;
  const Dialogs = dialogs.code;

  // A payment resumed after a reload shows its processing dialog as soon as the code is here.
  const showPayment = payment.processing && !Dialogs;
  useEffect(() => {
    if (showPayment) bring(undefined, { quiet: true });
  }, [showPayment]);

  if (course.has_enrolled)
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
      {showPayment && dialogs.failed && <ErrorState message={t("enrolment.processing.load-failed")} onRetry={() => bring()} />}
      {Dialogs && (
        <>
          <Dialogs.EnrolDialog
            open={confirming}
            course={course}
            onClose={() => setConfirming(false)}
            onEnrolled={onEnrolled}
            onPaymentStarted={(transactionId) => {
              setConfirming(false);
              payment.start(transactionId);
            }}
          />
          <Dialogs.PaymentDialog open={payment.processing} liveUpdates={payment.liveUpdates} />
        </>
      )}
    </>
  );
}
