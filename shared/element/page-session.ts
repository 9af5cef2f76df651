import { readableError } from "#shared/api/errors.ts";
import { sessionFailure, startSession } from "#shared/auth/session.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { flash } from "#shared/ui/flash.ts";
import { toast } from "#shared/ui/toast/toast.ts";

type SessionFailure = typeof sessionFailure.value;

/** What the learner reads about the session's last failure, in the page's language; null when there was none. */
export function sessionFailureText(failure: SessionFailure): string | null {
  return failure && readableError(failure.error, tc(failure.during === "user" ? "common.user-fetch-failed" : "common.logout-failed"));
}

/**
 * The session as a page starts it: loaded, and its failures said. When the session could not be
 * loaded, the learner reads why now; when it ended without the server's agreement, on the sign-in
 * page that follows the logout. A page that sends the learner to sign in because the session
 * failed passes the words on with flash().
 */
export function startPageSession(): void {
  void startSession();
  // The learner's pages, kept as they see them for their return (the platform's own pages only).
  if (getConfig().ownsDocument) void import("./keep-last-screen.ts").then(({ keepingLastScreen }) => keepingLastScreen());
  sessionFailure.subscribe((failure) => {
    const text = sessionFailureText(failure);
    if (!failure || !text) return;
    if (failure.during === "user") toast(text, "error");
    else flash(text, "error");
  });
}
