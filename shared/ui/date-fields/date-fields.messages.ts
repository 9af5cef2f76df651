import { defineMessages } from "#shared/i18n/messages.ts";

/** The date fields' words: they come with the fields, to the few widgets that ask a date. */
export const t = defineMessages({
  en: {
    "date.day": "Day",
    "date.month": "Month",
    "date.year": "Year",
    "date.choose-month": "Choose…",
  },
  fr: {
    "date.day": "Jour",
    "date.month": "Mois",
    "date.year": "Année",
    "date.choose-month": "Choisir…",
  },
});
