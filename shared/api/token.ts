import { signal } from "@preact/signals-react";
import { storage } from "#shared/browser/storage.ts";

/** The key the platform has always used in session storage. */
export const TOKEN_KEY = "authToken";

/** The bearer token of this tab's session, mirrored in session storage. */
export const token = signal<string | null>(storage.session.get(TOKEN_KEY), { name: "session.token" });

export function saveToken(value: string): void {
  storage.session.set(TOKEN_KEY, value);
  token.value = value;
}

export function dropToken(): void {
  storage.session.remove(TOKEN_KEY);
  token.value = null;
}
