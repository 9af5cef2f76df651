/**
 * Everything a payment in progress needs beyond the page's first paint, fetched as one piece when
 * a payment starts or one left pending is resumed: the watcher (and the realtime client behind
 * it), the processing dialog and their words.
 */
export { resumePendingPayment, watchPayment } from "#shared/payments/payment-watcher.ts";
export { PaymentDialog } from "./payment-dialog.tsx";
export { t } from "./payments.messages.ts";
