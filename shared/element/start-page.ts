import { startSession } from "#shared/auth/session.ts";
import { showFlashed } from "#shared/ui/toast.ts";

let started = false;

/**
 * What every family does once per page before its widgets render: start the shared session
 * and show the toast the previous page left. Safe to call from every family.
 */
export function startPage(): void {
  if (started) return;
  started = true;
  void startSession();
  if (document.body) showFlashed();
  else document.addEventListener("DOMContentLoaded", showFlashed, { once: true });
}
