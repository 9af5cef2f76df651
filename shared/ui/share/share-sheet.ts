/** What the device's share sheet is handed: the page's name, a sentence about it and its address. */
export interface SheetData {
  title: string;
  text: string;
  url: string;
}

/**
 * Whether this browser has a share sheet of its own (phones, some desktops) that takes `data`.
 * Browsers that have `canShare` are asked, since one may offer `share` and still refuse a payload.
 */
export function hasShareSheet(data: SheetData): boolean {
  if (typeof navigator === "undefined" || typeof navigator.share !== "function") return false;
  if (typeof navigator.canShare !== "function") return true;
  try {
    return navigator.canShare(data);
  } catch {
    return false;
  }
}

/**
 * Opens the share sheet. "dismissed" when the learner closed it without sharing (an AbortError):
 * a choice, not a failure, so nothing is said. Any other error is thrown for the caller's fallback.
 */
export async function openShareSheet(data: SheetData): Promise<"shared" | "dismissed"> {
  try {
    await navigator.share(data);
    return "shared";
  } catch (error) {
    // By name: a DOMException is not an Error in every engine.
    if ((error as { name?: unknown } | null)?.name === "AbortError") return "dismissed";
    throw error;
  }
}
