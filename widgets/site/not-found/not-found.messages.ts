import { defineMessages } from "#shared/i18n/messages.ts";

/** <lp-not-found>'s words. */
export const t = defineMessages({
  en: {
    "not-found.title": "Page not found",
    "not-found.text": "The page you asked for does not exist, or no longer does.",
    "not-found.courses": "Browse courses",
    "not-found.home": "Go to the home page",
  },
  fr: {
    "not-found.title": "Page introuvable",
    "not-found.text": "La page demandée n’existe pas, ou plus.",
    "not-found.courses": "Parcourir les cours",
    "not-found.home": "Retour à l’accueil",
  },
});
