import { useSignals } from "@preact/signals-react/runtime";
import { readableError } from "#shared/api/errors.ts";
import { type ExamDetail, postExamEnrol } from "#shared/api/exams.ts";
import { LpEnrolmentCompleteEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { formatMoney } from "#shared/format/format.ts";
import { EnrolConfirmDialog } from "#shared/payments/enrolment/enrol-confirm-dialog.tsx";
import type { PaymentDetails } from "#shared/payments/pending-payment.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { isFree } from "../components/price.ts";
import { t } from "./exam-enrol.messages.ts";

/** The spec's pause between the success toast and the reload that shows the exam as the learner's. */
export const RELOAD_DELAY_MS = 1000;

interface ExamEnrolDialogProps {
  open: boolean;
  exam: ExamDetail;
  onClose: () => void;
  onPaymentStarted: (transactionId: string, details: PaymentDetails) => void;
  onComplete: () => void;
  /** Reloads the page (the spec's way of showing the enrolment). */
  reload: () => void;
}

/** The exam's confirmation: free, or paid with the payer's details. A free enrolment reloads the page after 1 s. */
export function ExamEnrolDialog({ open, exam, onClose, onPaymentStarted, onComplete, reload }: ExamEnrolDialogProps) {
  const emit = useEmit();
  useSignals();
  const free = isFree(exam);
  const price = formatMoney(exam.price);
  return (
    <EnrolConfirmDialog
      open={open}
      intro={free ? t("exams.enrol.confirm.free", { title: exam.title }) : t("exams.enrol.confirm.paid", { title: exam.title, price })}
      pay={free ? null : price}
      send={(payer, key) => postExamEnrol(exam.id, payer, key)}
      failure={(error) => readableError(error, t("exams.enrol.failed"))}
      onClose={onClose}
      onPaymentStarted={onPaymentStarted}
      onComplete={onComplete}
      onEnrolled={(answer) => {
        toast(answer.message || t("exams.enrol.success"), "success");
        emit(new LpEnrolmentCompleteEvent({ kind: "exam", slug: exam.slug, via: "free" }));
        setTimeout(reload, RELOAD_DELAY_MS);
      }}
    />
  );
}
