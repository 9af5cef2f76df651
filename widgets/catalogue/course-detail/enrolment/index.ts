/** Enrolment on a course page, for the catalogue family's course detail widget. */

export { AccessCodeBox, type AccessCodeBoxProps } from "./access-code-box.tsx";
export { EnrolAction, type EnrolActionProps } from "./enrol-action.tsx";
/** The styles these components need in the detail widget's shadow root. */
export { default as enrolmentCss } from "./enrolment.css?inline";
