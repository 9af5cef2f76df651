import { defineMessages } from "#shared/i18n/messages.ts";

/** Words of the share buttons, wherever a page offers its address to share. */
export const t = defineMessages({
  en: {
    "share.facebook": "Share on Facebook",
    "share.twitter": "Share on X (Twitter)",
    "share.linkedin": "Share on LinkedIn",
    "share.whatsapp": "Share on WhatsApp",
    "share.copy": "Copy link",
    "share.copied": "Link copied to clipboard!",
    "share.copied-tip": "Copied!",
    "share.copy-failed": "The link could not be copied. Copy it from the address bar instead.",
    "share.new-tab": "(opens in a new tab)",
    // The button that opens the phone's own share sheet (WhatsApp, SMS, Bluetooth…), before the network buttons.
    "share.sheet": "Share",
  },
  fr: {
    "share.facebook": "Partager sur Facebook",
    "share.twitter": "Partager sur X (Twitter)",
    "share.linkedin": "Partager sur LinkedIn",
    "share.whatsapp": "Partager sur WhatsApp",
    "share.copy": "Copier le lien",
    "share.copied": "Lien copié dans le presse-papiers !",
    "share.copied-tip": "Copié !",
    "share.copy-failed": "Le lien n’a pas pu être copié. Copiez-le depuis la barre d’adresse.",
    "share.new-tab": "(s’ouvre dans un nouvel onglet)",
    "share.sheet": "Partager",
  },
});
