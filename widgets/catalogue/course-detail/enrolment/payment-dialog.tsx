import { useSignals } from "@preact/signals-react/runtime";
import { Dialog } from "#shared/ui/dialog.tsx";
import { t } from "./enrol-dialogs.messages.ts";

/** The spec's payment-processing modal: it cannot be closed while the payment is being confirmed. */
export function PaymentDialog({ open, liveUpdates }: { open: boolean; liveUpdates: boolean }) {
  useSignals();
  return (
    <Dialog open={open} title={t("enrolment.processing.title")} dismissible={false}>
      <div className="enrol-processing" role="status" aria-live="polite">
        <span className="enrol-spinner" aria-hidden="true" />
        <p>{t("enrolment.processing.wait")}</p>
        {!liveUpdates && <p className="enrol-offline">{t("enrolment.processing.offline")}</p>}
        <p className="enrol-secure">{t("enrolment.processing.secure")}</p>
      </div>
    </Dialog>
  );
}
