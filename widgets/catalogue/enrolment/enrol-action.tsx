import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { CourseDetail } from "../../../shared/api/catalogue.ts";
import { navigation } from "../../../shared/auth/navigate.ts";
import { signInUrl } from "../../../shared/auth/session.ts";
import { token } from "../../../shared/auth/token.ts";
import { href } from "../../../shared/config/runtime.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { EnrolDialog } from "./enrol-dialog.tsx";
import { t } from "./enrolment.messages.ts";
import { PaymentDialog } from "./payment-dialog.tsx";
import { usePaymentWatch } from "./use-payment-watch.ts";

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

  if (course.has_enrolled)
    return (
      <a className="lp-button lp-button-primary enrol-main" part="button" href={href("learnCourse", { slug: course.slug })}>
        {t("enrolment.start-learning")}
      </a>
    );

  function start() {
    // On public pages, being signed in means holding a token (the spec's rule).
    if (!token.value) return navigation.go(signInUrl());
    setConfirming(true);
  }

  return (
    <>
      <Button className="enrol-main" onClick={start} disabled={payment.processing}>
        {t("enrolment.enroll-now")}
      </Button>
      <EnrolDialog
        open={confirming}
        course={course}
        onClose={() => setConfirming(false)}
        onEnrolled={onEnrolled}
        onPaymentStarted={(transactionId) => {
          setConfirming(false);
          payment.start(transactionId);
        }}
      />
      <PaymentDialog open={payment.processing} liveUpdates={payment.liveUpdates} />
    </>
  );
}
