import { LpLocaleChangeEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { type Locale, locale, setLocale } from "#shared/i18n/locale.ts";

/** Switches the page's language, and tells the page (`lp-locale-change`) when it did change. */
export function useChooseLocale(): (next: Locale) => void {
  const emit = useEmit();
  return (next) => {
    if (locale.peek() === next) return;
    setLocale(next);
    emit(new LpLocaleChangeEvent({ locale: next }));
  };
}
