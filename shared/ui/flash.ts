import { storage } from "#shared/browser/storage.ts";
import type { ToastKind } from "./toast/toast.ts";

const FLASH_KEY = "lpFlash";

/** A toast for the next page: the one a learner is sent to right after an action succeeds. */
export function flash(text: string, kind: ToastKind = "success"): void {
  storage.session.set(FLASH_KEY, JSON.stringify({ text, kind }));
}

/**
 * Shows, once, the toast the previous page left with flash(). The toast's code is fetched only
 * then: a page nobody was sent to (a blog's badge) never loads it. If that code cannot come (the
 * connection dropped), the message waits for the next page.
 */
export async function showFlashed(): Promise<void> {
  const raw = storage.session.get(FLASH_KEY);
  if (!raw) return;
  type Flashed = { text?: unknown; kind?: unknown };
  let flashed: Flashed = {};
  try {
    flashed = (JSON.parse(raw) as Flashed | null) ?? {};
  } catch {
    // A damaged entry is dropped below.
  }
  const { text, kind } = flashed;
  if (typeof text !== "string") {
    storage.session.remove(FLASH_KEY);
    return;
  }
  let toast: typeof import("./toast/toast.ts").toast;
  try {
    ({ toast } = await import("./toast/toast.ts"));
  } catch {
    return;
  }
  // Shown once: a second family starting on the page finds nothing left.
  if (storage.session.get(FLASH_KEY) !== raw) return;
  storage.session.remove(FLASH_KEY);
  toast(text, kind === "error" || kind === "info" ? kind : "success");
}
