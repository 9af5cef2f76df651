import { ApiError } from "../../../shared/api/errors.ts";
import { messages, t } from "./enrolment.messages.ts";

type FailureKey = "enrolment.failed" | "enrolment.access.failed";

/**
 * What a failed call shows: the server's message, else the spec's default sentence in the
 * learner's language (the API client falls back to the English one when the server said nothing).
 */
export function failureText(error: unknown, key: FailureKey): string {
  if (error instanceof ApiError && error.message && error.message !== messages.en[key]) return error.message;
  return t(key);
}
