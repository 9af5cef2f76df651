import { useSignals } from "@preact/signals-react/runtime";
import { type CourseDetail, postEnrol } from "#shared/api/catalogue.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import { LpEnrolmentCompleteEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { formatMoney } from "#shared/format/format.ts";
import { EnrolConfirmDialog } from "#shared/payments/enrolment/enrol-confirm-dialog.tsx";
import type { PaymentDetails } from "#shared/payments/pending-payment.ts";
import { flash } from "#shared/ui/flash.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { priceDisplay } from "../../components/price.ts";
import { t } from "./enrol-dialogs.messages.ts";
import { enrolmentKind } from "./enrolment-kind.ts";
import { failureText } from "./failure.ts";

interface EnrolDialogProps {
  open: boolean;
  course: CourseDetail;
  onClose: () => void;
  onPaymentStarted: (transactionId: string, details: PaymentDetails) => void;
  onComplete: () => void;
  onEnrolled?: (slug: string | null) => void;
}

/**
 * The course's confirmation: free, or paid with the payer's details (a staff-only course has none:
 * its card says so instead of Enroll Now). Once enrolled, the learner goes to the course (or the
 * page reloads when the answer names none) with the spec's success message.
 */
export function EnrolDialog({ open, course, onClose, onPaymentStarted, onComplete, onEnrolled }: EnrolDialogProps) {
  const emit = useEmit();
  useSignals();
  const kind = enrolmentKind(course);
  const price = priceDisplay(course);
  const amount = price.free ? "" : formatMoney(price.pay);
  const intro = kind === "free" ? t("enrolment.confirm.free", { title: course.title }) : t("enrolment.confirm.paid", { title: course.title, price: amount });

  return (
    <EnrolConfirmDialog
      open={open}
      intro={intro}
      pay={kind === "free" ? null : amount}
      send={(payer, key) => postEnrol(course.id, payer, key)}
      failure={(error) => failureText(error, "enrolment.failed")}
      onClose={onClose}
      onPaymentStarted={onPaymentStarted}
      onComplete={onComplete}
      onEnrolled={(answer) => {
        const message = answer.message || t("enrolment.success");
        toast(message, "success");
        flash(message);
        emit(new LpEnrolmentCompleteEvent({ kind: "course", slug: answer.slug ?? course.slug, via: "free" }));
        onEnrolled?.(answer.slug);
        if (answer.slug) navigation.go(href("learnCourse", { slug: answer.slug }));
        else navigation.reload();
      }}
    />
  );
}
