import { defineMessages } from "#shared/i18n/messages.ts";

/** The language switch's words; each language's own name is written in that language. */
export const t = defineMessages({
  en: { "language.label": "Language", "language.en": "English", "language.fr": "Français" },
  fr: { "language.label": "Langue", "language.en": "English", "language.fr": "Français" },
});
