import { readableError } from "#shared/api/errors.ts";
import { t } from "./enrolment.messages.ts";

type FailureKey = "enrolment.failed" | "enrolment.access.failed";

/** What a failed call shows: the server's message, else the spec's default sentence in the learner's language. */
export const failureText = (error: unknown, key: FailureKey): string => readableError(error, t(key));
