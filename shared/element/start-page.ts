import { readableError } from "#shared/api/errors.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { flash, showFlashed, toast } from "#shared/ui/toast.ts";
import { followDocument } from "./page-document.ts";

let started = false;
let sessionStarted = false;

type SessionFailure = { during: "user" | "logout"; error: unknown } | null;

/**
 * What every family does once per page before its widgets render: show the toast the previous
 * page left, keep the document's language and title in step (on the platform's own pages), and,
 * unless the family only shows public data, start the shared session. The session's code is
 * fetched, not bundled here: a page of public widgets (a blog's certificate badge) never loads it.
 * Safe to call from every family.
 */
export function startPage({ session }: { session: boolean }): void {
  if (session && !sessionStarted) {
    sessionStarted = true;
    void import("#shared/auth/session.ts").then(({ startSession, sessionFailure }) => {
      void startSession();
      tellSessionFailures(sessionFailure);
    });
  }
  if (started) return;
  started = true;
  followDocument();
  if (document.body) showFlashed();
  else document.addEventListener("DOMContentLoaded", showFlashed, { once: true });
}

/** What the learner reads about the session's last failure, in the page's language; null when there was none. */
export function sessionFailureText(failure: SessionFailure): string | null {
  return failure && readableError(failure.error, tc(failure.during === "user" ? "common.user-fetch-failed" : "common.logout-failed"));
}

/**
 * Says when the session could not be loaded (now) or ended without the server's agreement (on
 * the sign-in page that follows a logout). A page that sends the learner to sign-in because the
 * session failed passes the words on with flash().
 */
function tellSessionFailures(failures: { subscribe(listener: (failure: SessionFailure) => void): unknown }): void {
  failures.subscribe((failure) => {
    const text = sessionFailureText(failure);
    if (!failure || !text) return;
    if (failure.during === "user") toast(text, "error");
    else flash(text, "error");
  });
}
