import { defineMessages } from "#shared/i18n/messages.ts";

/** <lp-offline-page>'s words. */
export const t = defineMessages({
  en: {
    "offline-page.title": "You are offline",
    "offline-page.text": "This page needs a connection, and this device has no copy of it. Check your network, then try again.",
    "offline-page.retry": "Try again",
    "offline-page.kept": "Open without a connection:",
    "offline-page.my-courses": "My courses",
    "offline-page.dashboard": "Dashboard",
    "offline-page.saved": "Your courses saved on this device:",
    "offline-page.signin": "Your saved courses open here once you are signed in on this device: sign in when you are back online.",
  },
  fr: {
    "offline-page.title": "Vous êtes hors ligne",
    "offline-page.text": "Cette page a besoin d’une connexion, et cet appareil n’en a pas de copie. Vérifiez votre réseau, puis réessayez.",
    "offline-page.retry": "Réessayer",
    "offline-page.kept": "S’ouvrent sans connexion :",
    "offline-page.my-courses": "Mes cours",
    "offline-page.dashboard": "Tableau de bord",
    "offline-page.saved": "Vos cours enregistrés sur cet appareil :",
    "offline-page.signin": "Vos cours enregistrés s’ouvrent ici une fois connecté sur cet appareil : connectez-vous quand vous serez de nouveau en ligne.",
  },
});
