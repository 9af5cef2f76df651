import { readableError } from "#shared/api/errors.ts";
import { sessionFailure, startSession } from "#shared/auth/session.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { flash, showFlashed, toast } from "#shared/ui/toast.ts";
import { followDocument } from "./page-document.ts";

let started = false;

/**
 * What every family does once per page before its widgets render: start the shared session,
 * show the toast the previous page left, and (on the platform's own pages) keep the document's
 * language and title in step. Safe to call from every family.
 */
export function startPage(): void {
  if (started) return;
  started = true;
  void startSession();
  followDocument();
  tellSessionFailures();
  if (document.body) showFlashed();
  else document.addEventListener("DOMContentLoaded", showFlashed, { once: true });
}

/** What the learner reads about the session's last failure, in the page's language; null when there was none. */
export function sessionFailureText(): string | null {
  const failure = sessionFailure.peek();
  return failure && readableError(failure.error, tc(failure.during === "user" ? "common.user-fetch-failed" : "common.logout-failed"));
}

/**
 * Says when the session could not be loaded (now) or ended without the server's agreement (on
 * the sign-in page that follows a logout). A page that sends the learner to sign-in because the
 * session failed passes the words on with flash().
 */
function tellSessionFailures(): void {
  sessionFailure.subscribe((failure) => {
    const text = sessionFailureText();
    if (!failure || !text) return;
    if (failure.during === "user") toast(text, "error");
    else flash(text, "error");
  });
}
