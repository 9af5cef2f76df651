import { useSignals } from "@preact/signals-react/runtime";
import { useChooseLocale } from "#shared/i18n/choose-locale.ts";
import { LOCALES, locale } from "#shared/i18n/locale.ts";
import { t } from "./language-switch.messages.ts";

/**
 * EN | FR (or each language's name, where there is room): switches every widget on the page at
 * once and keeps the choice on the device.
 */
export function LanguageSwitch({ names = "short" }: { names?: "short" | "full" }) {
  useSignals();
  const choose = useChooseLocale();
  return (
    <div className="lp-lang" role="group" aria-label={t("language.label")}>
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale.value === l} onClick={() => choose(l)}>
          {names === "full" ? t(`language.${l}`) : l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
