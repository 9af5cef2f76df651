import { useSignals } from "@preact/signals-react/runtime";
import { useChooseLocale } from "#shared/i18n/choose-locale.ts";
import { LOCALES, locale } from "#shared/i18n/locale.ts";
import { t } from "../components/site.messages.ts";

/** EN | FR: switches every widget on the page at once. */
export function LanguageSwitch() {
  useSignals();
  const choose = useChooseLocale();
  return (
    <div className="lang" role="group" aria-label={t("site.language")}>
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale.value === l} onClick={() => choose(l)}>
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
