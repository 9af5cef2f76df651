import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useState } from "react";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import type { OnDemand } from "#shared/data/on-demand.ts";
import type { PaymentDetails, PendingPayment, PurchaseSlugs } from "#shared/payments/pending-payment.ts";
import { usePaymentWatch } from "#shared/payments/use-payment-watch.ts";
import { Button } from "#shared/ui/button.tsx";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import { t } from "./enrol-now.messages.ts";

/** What the confirmation dialog is given: whether it shows, and where its outcomes go. */
export interface EnrolDialogProps {
  open: boolean;
  onClose(): void;
  /** A payment was initiated: the confirmation closes and the payment's dialog follows it. */
  onPaymentStarted(transactionId: string, details: PaymentDetails): void;
}

export interface EnrolNowProps<Code> {
  /** What is bought (a course's or an exam's slug), for the payment's record and the page's events. */
  purchase: PurchaseSlugs;
  /** The confirmation dialog's code, fetched on the first press. */
  dialog: OnDemand<Code>;
  renderDialog(code: Code, props: EnrolDialogProps): ReactNode;
  /** Which payment an earlier page left pending this button shows and follows (none unless said). */
  resumes?: (pending: PendingPayment) => boolean;
  /** Told when a payment succeeds, just before the page reloads (the course it paid for, if known). */
  onSucceeded?: (courseSlug: string | null) => void;
  /** Shown instead of the button once enrolled (Start Learning), unless a payment is being confirmed. */
  enrolled?: ReactNode;
  className: string;
}

/**
 * Enroll Now, for a course and an exam alike: a visitor goes to sign in; a learner gets the
 * confirmation (its code fetched on the first press, the button keeping the focus meanwhile), then
 * the payment's dialog until the operator answers.
 */
export function EnrolNow<Code>({ purchase, dialog, renderDialog, resumes = () => false, onSucceeded, enrolled, className }: EnrolNowProps<Code>) {
  useSignals();
  const [confirming, setConfirming] = useState(false);
  // "Try again" after a failure opens the confirmation again, with the payer's details as they were.
  const payment = usePaymentWatch({ resumes, onSucceeded, onRetry: () => setConfirming(true) });
  const code = useOnDemand(dialog, () => t("enrolment.load-failed"));
  const paymentDialog = payment.Dialog && <payment.Dialog {...payment.dialogProps} />;
  if (enrolled && !payment.processing) return enrolled;

  function start() {
    if (code.loading) return;
    // On public pages, being signed in means holding a token (the spec's rule).
    if (!isSignedIn.value) return navigation.go(signInUrl());
    code.bring(() => setConfirming(true));
  }

  return (
    <>
      {/* Never disabled while the dialog's code arrives: a disabled button would drop the keyboard focus. */}
      <Button
        className={className}
        onClick={start}
        disabled={payment.processing}
        aria-busy={code.loading || undefined}
        aria-disabled={code.loading || undefined}
      >
        {t("enrolment.enroll-now")}
      </Button>
      {code.code &&
        renderDialog(code.code, {
          open: confirming,
          onClose: () => setConfirming(false),
          onPaymentStarted: (transactionId, details) => {
            setConfirming(false);
            payment.start(transactionId, { ...purchase, ...details });
          },
        })}
      {paymentDialog}
    </>
  );
}
