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
    "common.unreachable": "The platform could not be reached. Check your connection and try again.",
    "common.offline": "You are offline: this needs a connection, and shows again by itself once you are back online.",
    "common.rating": "Rated {rating} out of 5",
    "common.site-name": "Learning platform",
    "common.skip": "Skip to content",
    "common.user-fetch-failed": "An error occurred while fetching user data",
    "common.logout-failed": "An error occurred during logout",
  },
  fr: {
    "common.crashed": "Un problème est survenu. Veuillez recharger la page.",
    "common.loading": "Chargement…",
    "common.show-password": "Afficher le mot de passe",
    "common.hide-password": "Masquer le mot de passe",
    "common.close": "Fermer",
    "common.retry": "Réessayer",
    "common.unexpected-error": "Une erreur inattendue s’est produite.",
    "common.unreachable": "La plateforme est injoignable. Vérifiez votre connexion et réessayez.",
    "common.offline": "Vous êtes hors ligne : ceci demande une connexion, et s’affichera de nouveau tout seul dès votre retour en ligne.",
    "common.rating": "Note : {rating} sur 5",
    "common.site-name": "Plateforme d’apprentissage",
    "common.skip": "Aller au contenu",
    "common.user-fetch-failed": "Une erreur s’est produite lors de la récupération des données utilisateur",
    "common.logout-failed": "Une erreur s’est produite lors de la déconnexion",
  },
});
