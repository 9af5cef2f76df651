import { useSignals } from "@preact/signals-react/runtime";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import { t } from "./payments.messages.ts";

/** The spec's payment-processing modal: it cannot be closed while the payment is being confirmed. */
export function PaymentDialog({ open, liveUpdates }: { open: boolean; liveUpdates: boolean }) {
  useSignals();
  return (
    <Dialog open={open} title={t("payment.processing.title")} dismissible={false}>
      <div className="payment-processing" role="status" aria-live="polite">
        <span className="payment-spinner" aria-hidden="true" />
        <p>{t("payment.processing.wait")}</p>
        {!liveUpdates && <p className="payment-offline">{t("payment.processing.offline")}</p>}
        <p className="payment-secure">{t("payment.processing.secure")}</p>
      </div>
    </Dialog>
  );
}
