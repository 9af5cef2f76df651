import { useSignals } from "@preact/signals-react/runtime";
import { Button } from "#shared/ui/button.tsx";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import { operatorOf, readablePhone } from "./operator.ts";
import { t } from "./payments.messages.ts";

/** How a payment ended when it did not go through: shown in the dialog, where the learner can try again. */
export interface PaymentOutcome {
  kind: "failed" | "timeout";
  /** Why, where the API says (beyond the contract): "declined", "expired". */
  reason: string | null;
}

export interface PaymentDialogProps {
  /** A payment is being confirmed, or its failure is shown. */
  open: boolean;
  liveUpdates: boolean;
  outcome: PaymentOutcome | null;
  /** The learner chose to keep waiting in the background: a small status shows instead. */
  background: boolean;
  /** The price as the learner saw it, and the number asked to approve it, when this page knows them. */
  amount: string | null;
  phone: string | null;
  onBackground(): void;
  onReopen(): void;
  onClose(): void;
  /** "Try again", where the page can open its confirmation again. */
  onRetry?: () => void;
}

/**
 * The spec's payment-processing modal, with what a mobile-money payer needs while it waits: the
 * amount, the number charged and its operator, and what to do on the phone. It cannot be closed
 * while the payment is being confirmed; the learner may keep waiting in the background instead
 * (a small status reopens it). A payment that does not go through is told here, in place.
 */
export function PaymentDialog(p: PaymentDialogProps) {
  useSignals();
  if (p.open && p.background && !p.outcome)
    return (
      <div className="payment-chip" role="status">
        <span className="payment-spinner payment-spinner-small" aria-hidden="true" />
        <span>{t("payment.background.status")}</span>
        <button type="button" className="payment-chip-open" onClick={p.onReopen}>
          {t("payment.background.open")}
        </button>
      </div>
    );
  const failed = p.outcome !== null;
  return (
    <Dialog open={p.open} title={t(failed ? "payment.failed.title" : "payment.processing.title")} dismissible={failed} onClose={p.onClose}>
      {p.outcome ? <Failed {...p} outcome={p.outcome} /> : <Waiting {...p} />}
    </Dialog>
  );
}

function Facts({ amount, phone }: Pick<PaymentDialogProps, "amount" | "phone">) {
  useSignals();
  if (!amount && !phone) return null;
  const operator = phone ? operatorOf(phone) : null;
  return (
    <dl className="payment-facts">
      {amount && (
        <div>
          <dt>{t("payment.facts.amount")}</dt>
          <dd>{amount}</dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>{t("payment.facts.phone")}</dt>
          <dd>
            <span dir="ltr">{readablePhone(phone)}</span>
            {operator && ` · ${t(operator === "MTN" ? "payment.operator.mtn" : "payment.operator.orange")}`}
          </dd>
        </div>
      )}
    </dl>
  );
}

function Waiting(p: PaymentDialogProps) {
  useSignals();
  return (
    <div className="payment-processing">
      <div className="payment-status" role="status" aria-live="polite">
        <span className="payment-spinner" aria-hidden="true" />
        <p className="payment-approve">{t("payment.approve")}</p>
      </div>
      <Facts amount={p.amount} phone={p.phone} />
      <p>{t("payment.processing.wait")}</p>
      <p className="payment-no-prompt">{t("payment.no-prompt")}</p>
      {!p.liveUpdates && <p className="payment-offline">{t("payment.processing.offline")}</p>}
      <p className="payment-secure">{t("payment.processing.secure")}</p>
      <Button variant="secondary" onClick={p.onBackground}>
        {t("payment.background.keep")}
      </Button>
    </div>
  );
}

function Failed(p: PaymentDialogProps & { outcome: PaymentOutcome }) {
  useSignals();
  const why =
    p.outcome.kind === "timeout"
      ? "payment.timeout"
      : p.outcome.reason === "declined"
        ? "payment.declined"
        : p.outcome.reason === "expired"
          ? "payment.expired"
          : null;
  return (
    <div className="payment-processing payment-failed">
      <div role="alert">
        <p className="payment-failed-text">{t(p.outcome.kind === "timeout" ? "payment.timeout" : "payment.failed")}</p>
        {why && why !== "payment.timeout" && <p>{t(why)}</p>}
      </div>
      <Facts amount={p.amount} phone={p.phone} />
      <p className="payment-nothing-charged">{t(p.outcome.kind === "timeout" ? "payment.check-later" : "payment.nothing-charged")}</p>
      <div className="payment-actions">
        <Button variant="secondary" onClick={p.onClose}>
          {t("payment.close")}
        </Button>
        {p.onRetry && <Button onClick={p.onRetry}>{t("payment.retry")}</Button>}
      </div>
    </div>
  );
}
