import { signal } from "@preact/signals-react";
import { LOCALE_KEY } from "#shared/browser/device-keys.ts";
import { storage } from "#shared/browser/storage.ts";
import { addressLocale, getConfig } from "#shared/config/runtime.ts";

export type Locale = "en" | "fr";
export const LOCALES: readonly Locale[] = ["en", "fr"];
const KEY = LOCALE_KEY;

/**
 * On the platform's own pages the choice is also a cookie, which the server reads to draw the next
 * page in that language (no flash of the other one). Nothing else is in it.
 */
function remember(chosen: Locale): void {
  if (getConfig().ownsDocument) document.cookie = `${KEY}=${chosen}; path=/; max-age=31536000; samesite=lax`;
}

function initialLocale(): Locale {
  const stored = storage.local.get(KEY);
  if (stored === "en" || stored === "fr") remember(stored);
  return addressLocale() ?? (stored === "en" || stored === "fr" ? stored : getConfig().locale);
}

/** The language of every widget on the page; changing it re-renders them all. */
export const locale = signal<Locale>(initialLocale(), { name: "page.locale" });

export function setLocale(next: Locale): void {
  locale.value = next;
  storage.local.set(KEY, next);
  remember(next);
}
