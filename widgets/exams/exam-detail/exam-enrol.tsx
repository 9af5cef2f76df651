import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { ExamDetail } from "#shared/api/exams/exams.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { useOnDemand } from "#shared/element/on-demand/use-on-demand.ts";
import { usePaymentWatch } from "#shared/payments/use-payment-watch.ts";
import { Button } from "#shared/ui/button.tsx";
import { t } from "./exam-enrol.messages.ts";

/** The confirmation dialog: fetched when the learner presses Enroll Now. */
const dialogCode = onDemand(() => import("./exam-enrol-dialog.tsx"));

/**
 * Enroll Now: the confirmation, then a payment to confirm or the page reloaded. A payment an
 * earlier page left pending is resumed by the account area around this page, not here.
 */
export function ExamEnrol({ exam }: { exam: ExamDetail }) {
  useSignals();
  const [confirming, setConfirming] = useState(false);
  const payment = usePaymentWatch({ resumes: () => false });
  const dialog = useOnDemand(dialogCode, () => t("exams.enrol.load-failed"));
  const Code = dialog.code;
  return (
    <>
      {/* Never disabled while the dialog's code arrives: a disabled button would drop the keyboard focus. */}
      <Button
        className="exam-enrol"
        onClick={() => !dialog.loading && dialog.bring(() => setConfirming(true))}
        disabled={payment.processing}
        aria-busy={dialog.loading || undefined}
        aria-disabled={dialog.loading || undefined}
      >
        {t("exams.enrol.enroll-now")}
      </Button>
      {Code && (
        <Code.ExamEnrolDialog
          open={confirming}
          exam={exam}
          onClose={() => setConfirming(false)}
          reload={() => navigation.reload()}
          onPaymentStarted={(transactionId) => {
            setConfirming(false);
            payment.start(transactionId, { examSlug: exam.slug });
          }}
        />
      )}
      {payment.Dialog && <payment.Dialog open={payment.processing} liveUpdates={payment.liveUpdates} />}
    </>
  );
}
