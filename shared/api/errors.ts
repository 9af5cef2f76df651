export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call becomes one of these. `message` is what a person should read: the server's
 * own message when it sent one (`fromServer`), otherwise the call's default sentence from the spec.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed, -1 when the answer did not have the expected shape. */
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    /** The message is the server's own, not the call's English default. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  get isMalformed(): boolean {
    return this.status === -1;
  }
}

/**
 * Whether a failed call may succeed later exactly as it was sent, the one rule for everything that
 * tries again (the lesson outbox, the exam's submission, the payment watch, a form's retry key):
 * no answer (the network), the server busy or failing (5xx), asked to wait (429), out of time
 * reading the request (408), or the session ended (401: what a learner did waits for them to sign
 * in again, keyed by learner). Any other answer is final: the server read the request and refused
 * it. An error that is no ApiError never reached the server's judgement: it may pass next time.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** The API could not be reached at all: the network, a wrong address, or a site the API does not allow (CORS). */
export const isUnreachable = (error: unknown): boolean => error instanceof ApiError && error.isNetwork;

/** The server's own message for a failure; null when it gave none (no answer, a malformed one, no message). */
export const serverMessage = (error: unknown): string | null => (error instanceof ApiError && error.fromServer ? error.message : null);

/**
 * What a failure shows: the server's message, else the call's default sentence in the page's
 * language (the API client's fallback is the spec's English, for callers that show it as it is).
 */
export const readableError = (error: unknown, translatedDefault: string): string => serverMessage(error) ?? translatedDefault;
