/**
 * The signed-in learner's own call, which the loader makes as it starts when the device holds a
 * session: every learner's page waits for that answer, and the widgets' code would ask for it only
 * once the runtime has come and been evaluated (most of a second on a slow phone). The session's
 * first call of it takes a successful answer (api/client.ts); any other is asked for again, in the
 * page's language. The loader imports this module before any widget's code: it holds names, no code.
 */

/** The signed-in learner's call (the contract's), which a course saved for offline also keeps. */
export const USER_PATH = "/user";

/** The call the loader made: its address, the token it was made with, when, and its answer to come. */
export interface EarlyCall {
  url: string;
  bearer: string;
  /** `Date.now()` when it was made: an answer older than EARLY_CALL_KEPT_MS is not the session's start. */
  at: number;
  answer: Promise<Response>;
}

/** How long the loader's answer waits for the session (the widgets' code on a very slow network). */
export const EARLY_CALL_KEPT_MS = 60_000;

declare global {
  interface Window {
    __lpEarlyUser?: EarlyCall;
  }
}
