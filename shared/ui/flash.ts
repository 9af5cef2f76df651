import { storage } from "#shared/browser/storage.ts";
import type { ToastKind } from "./toast/toast.ts";

const FLASH_KEY = "lpFlash";

/** A toast for the next page: the one a learner is sent to right after an action succeeds. */
export function flash(text: string, kind: ToastKind = "success"): void {
  storage.session.set(FLASH_KEY, JSON.stringify({ text, kind }));
}

/**
 * Shows, once, the toast the previous page left with flash(). The toast's code is fetched only
 * then: a page nobody was sent to (a blog's badge) never loads it.
 */
export async function showFlashed(): Promise<void> {
  const raw = storage.session.get(FLASH_KEY);
  if (!raw) return;
  storage.session.remove(FLASH_KEY);
  let flashed: { text?: unknown; kind?: unknown };
  try {
    flashed = JSON.parse(raw) as typeof flashed;
  } catch {
    return; // a damaged entry is dropped
  }
  const { text, kind } = flashed ?? {};
  if (typeof text !== "string") return;
  const { toast } = await import("./toast/toast.ts");
  toast(text, kind === "error" || kind === "info" ? kind : "success");
}
