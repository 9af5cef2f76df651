import { signal } from "@preact/signals-react";
import { KEPT_TOKEN_KEY, TOKEN_KEY } from "#shared/browser/device-keys.ts";
import { storage } from "#shared/browser/storage.ts";

/*
 * The token of a learner who chose "Keep me signed in on this device" stays on the device
 * (KEPT_TOKEN_KEY) until sign-out: a new tab, a link opened from a chat app or a tab the phone
 * discarded starts signed in. Off unless chosen: the contract keeps the session to the tab.
 */

/** This tab's token, or, in a new tab, the one the device keeps (then mirrored into the tab). */
function initialToken(): string | null {
  const tab = storage.session.get(TOKEN_KEY);
  if (tab) return tab;
  const kept = storage.local.get(KEPT_TOKEN_KEY);
  if (kept) storage.session.set(TOKEN_KEY, kept);
  return kept;
}

/** The bearer token of this tab's session, mirrored in session storage. */
export const token = signal<string | null>(initialToken(), { name: "session.token" });

/**
 * Saves a new session's token for this tab, and on the device when `keep` says so (`false` forgets
 * a token the device kept from before; `undefined` leaves it as it is).
 */
export function saveToken(value: string, keep?: boolean): void {
  storage.session.set(TOKEN_KEY, value);
  if (keep === true) storage.local.set(KEPT_TOKEN_KEY, value);
  else if (keep === false) storage.local.remove(KEPT_TOKEN_KEY);
  token.value = value;
}

export function dropToken(): void {
  storage.session.remove(TOKEN_KEY);
  storage.local.remove(KEPT_TOKEN_KEY);
  token.value = null;
}

/** True when another tab just ended the session this device kept, and this tab shared it. */
export const keptSessionEnded = (event: StorageEvent): boolean =>
  event.key === KEPT_TOKEN_KEY && event.newValue === null && event.oldValue !== null && event.oldValue === token.peek();
