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
  },
  fr: {
    "offline-page.title": "Vous êtes hors ligne",
    "offline-page.text": "Cette page a besoin d’une connexion, et cet appareil n’en a pas de copie. Vérifiez votre réseau, puis réessayez.",
    "offline-page.retry": "Réessayer",
    "offline-page.kept": "S’ouvrent sans connexion :",
    "offline-page.my-courses": "Mes cours",
    "offline-page.dashboard": "Tableau de bord",
  },
});
