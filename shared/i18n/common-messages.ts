import { defineMessages } from "./messages.ts";

/** Strings any widget may use. */
export const tc = defineMessages({
  en: {
    "common.crashed": "Something went wrong. Please reload the page.",
    "common.loading": "Loading…",
    "common.show-password": "Show password",
    "common.hide-password": "Hide password",
    "common.close": "Close",
    "common.retry": "Try again",
    "common.unexpected-error": "An unexpected error occurred.",
    "common.rating": "Rated {rating} out of 5",
  },
  fr: {
    "common.crashed": "Un problème est survenu. Veuillez recharger la page.",
    "common.loading": "Chargement…",
    "common.show-password": "Afficher le mot de passe",
    "common.hide-password": "Masquer le mot de passe",
    "common.close": "Fermer",
    "common.retry": "Réessayer",
    "common.unexpected-error": "Une erreur inattendue s’est produite.",
    "common.rating": "Note : {rating} sur 5",
  },
});
