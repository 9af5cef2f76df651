/** The enrolment dialogs, one chunk fetched on demand: confirmation (with the payer's details) and payment processing. */
export { EnrolDialog } from "./enrol-dialog.tsx";
export { PaymentDialog } from "./payment-dialog.tsx";
