import { useSignals } from "@preact/signals-react/runtime";
import { useChooseLocale } from "#shared/i18n/choose-locale.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import { ChoiceList } from "./choice-list.tsx";
import { LANGUAGES } from "./constants.ts";
import { t } from "./onboarding.messages.ts";
import type { StepProps } from "./step.ts";

/** Step 3: English or French. The choice applies at once, to every widget on the page. */
export function LanguageStep({ draft, change, headingId }: StepProps) {
  useSignals();
  const chooseLocale = useChooseLocale();
  const choices = LANGUAGES.map((lang) => ({ value: lang, label: t(`onboarding.language.${lang}`) }));
  function choose(value: string) {
    const language = value as Locale;
    change({ language });
    chooseLocale(language);
  }
  return (
    <>
      <p className="ob-hint">{t("onboarding.language.hint")}</p>
      <ChoiceList choices={choices} value={draft.language} onChoose={choose} labelledBy={headingId} />
    </>
  );
}
