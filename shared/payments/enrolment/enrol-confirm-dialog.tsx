import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { EnrolAnswer, Payer } from "#shared/api/enrolment.ts";
import { isTransient } from "#shared/api/errors.ts";
import { user } from "#shared/auth/session.ts";
import { prepare } from "#shared/payments/payment-watcher.ts";
import type { PaymentDetails } from "#shared/payments/pending-payment.ts";
import { bringPaymentCode } from "#shared/payments/use-payment-watch.ts";
import { Button } from "#shared/ui/button.tsx";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "./enrolment.messages.ts";
import { checkPayer, type PayerProblem } from "./payer.ts";
import { PayerFields } from "./payer-fields.tsx";

export interface EnrolConfirmDialogProps {
  open: boolean;
  /** What the learner is about to do, in a sentence. */
  intro: string;
  /** The formatted amount when the learner pays: the payer's details are then asked. */
  pay: string | null;
  /** Sends the enrolment; for a paid checkout with the payer and the checkout's Idempotency-Key. */
  send: (payer: Payer | undefined, idempotencyKey: string | undefined) => Promise<EnrolAnswer>;
  /** What a failure says: the server's message, else the call's default sentence. */
  failure: (error: unknown) => string;
  onClose: () => void;
  /** A payment was initiated: its id, and the amount and number the waiting dialog repeats. */
  onPaymentStarted: (transactionId: string, details: PaymentDetails) => void;
  /** The learner is enrolled (no payment to confirm): called first, so the dialog is gone before onEnrolled says so. */
  onComplete: () => void;
  /** The learner is enrolled (no payment to confirm): the caller says so and moves the page on. */
  onEnrolled: (answer: EnrolAnswer) => void;
}

/**
 * The confirmation before enrolling in a course or an exam, with the payer's details when the
 * learner pays. One request at a time; a paid checkout keeps one Idempotency-Key until the server
 * has given a definite answer, so a retry after a lost answer can never pay twice.
 */
export function EnrolConfirmDialog({ open, intro, pay, send, failure, onClose, onPaymentStarted, onComplete, onEnrolled }: EnrolConfirmDialogProps) {
  useSignals();
  // The learner's own name and phone are the likeliest payer: offered, and theirs to change.
  const [name, setName] = useState(() => user.peek()?.name ?? "");
  const [phone, setPhone] = useState(() => user.peek()?.phone ?? "");
  const [problem, setProblem] = useState<PayerProblem | null>(null);
  const checkout = useRef<string | null>(null);
  /** The number the last checkout asked to pay from. */
  const charged = useRef<string | null>(null);

  // Listening from the moment a paying checkout opens: the connection and the channel have the
  // learner's typing to get ready in, so Pay rarely waits, even on a slow link.
  useEffect(() => {
    if (!open || pay === null) return;
    return prepare().release;
  }, [open, pay]);

  const enrolling = useAction(
    async (payer: Payer | undefined) => {
      // Listening before paying (an operator that answers at once is heard, not missed), and the
      // processing dialog's code here before it is needed.
      const listening = payer ? prepare() : null;
      await Promise.all([listening?.ready, payer && bringPaymentCode().catch(() => undefined)]);
      try {
        if (payer) checkout.current ??= crypto.randomUUID();
        const answer = await send(payer, payer ? checkout.current! : undefined);
        checkout.current = null;
        return answer;
      } finally {
        listening?.release();
      }
    },
    {
      succeeded: (answer) => {
        if (answer.transaction_id) {
          // Nothing is paid yet: the toast says the request went to the phone, not that it succeeded.
          toast(t("enrolment.payment-requested"), "info");
          onPaymentStarted(answer.transaction_id, { amount: pay, phone: charged.current });
        } else {
          // No success toast over a dialog whose Confirm still looks pressed: the dialog goes first.
          onComplete();
          onEnrolled(answer);
        }
      },
      failed: (error) => {
        // A refusal is final: the next try is a new checkout. A lost answer keeps the key for the retry.
        if (!isTransient(error)) checkout.current = null;
        toast(failure(error), "error");
      },
    },
  );

  function confirm(event: FormEvent) {
    event.preventDefault();
    let payer: Payer | undefined;
    if (pay !== null) {
      const checked = checkPayer(name, phone);
      setProblem(checked.ok ? null : checked.problem);
      if (!checked.ok) return toast(t(`enrolment.${checked.problem}`), "error");
      payer = checked.payer;
      charged.current = payer.payer_phone;
    }
    void enrolling.run(payer);
  }

  return (
    <Dialog open={open} title={t("enrolment.confirm.title")} onClose={onClose}>
      <form className="enrol-confirm" onSubmit={confirm} noValidate>
        <p className="enrol-intro">{intro}</p>
        {pay !== null && <PayerFields name={name} phone={phone} onName={setName} onPhone={setPhone} problem={problem} />}
        <div className="enrol-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("enrolment.cancel")}
          </Button>
          <Button type="submit" busy={enrolling.busy}>
            {pay !== null ? t("enrolment.confirm.pay", { price: pay }) : t("enrolment.confirm.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
