import { signal } from "@preact/signals-react";
import { storage } from "#shared/browser/storage.ts";
import { addressLocale, getConfig } from "#shared/config/runtime.ts";

export type Locale = "en" | "fr";
export const LOCALES: readonly Locale[] = ["en", "fr"];
const KEY = "lpLocale";

function initialLocale(): Locale {
  const stored = storage.local.get(KEY);
  return addressLocale() ?? (stored === "en" || stored === "fr" ? stored : getConfig().locale);
}

/** The language of every widget on the page; changing it re-renders them all. */
export const locale = signal<Locale>(initialLocale(), { name: "page.locale" });

export function setLocale(next: Locale): void {
  locale.value = next;
  storage.local.set(KEY, next);
}
