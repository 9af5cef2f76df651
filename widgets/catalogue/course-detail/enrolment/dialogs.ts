/** The confirmation dialog (with the payer's details), one chunk fetched on demand. */
export { EnrolDialog } from "./enrol-dialog.tsx";
