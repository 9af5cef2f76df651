import { showFlashed } from "#shared/ui/flash.ts";
import { followDocument } from "./page-document.ts";

let started = false;
let sessionStarted = false;

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
    void import("#shared/element/page-session.ts").then(({ startPageSession }) => startPageSession());
  }
  if (started) return;
  started = true;
  followDocument();
  if (document.body) void showFlashed();
  else document.addEventListener("DOMContentLoaded", () => void showFlashed(), { once: true });
}
