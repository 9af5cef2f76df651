import { defineMessages } from "#shared/i18n/messages.ts";

/** The badge's words. */
export const t = defineMessages({
  en: {
    "badge.kind": "Verified certificate",
    "badge.issued": "{organization} · {date}",
    "badge.holder": "Awarded to {name}",
    "badge.opens": "View the certificate on the platform (opens in a new tab)",
  },
  fr: {
    "badge.kind": "Certificat vérifié",
    "badge.issued": "{organization} · {date}",
    "badge.holder": "Décerné à {name}",
    "badge.opens": "Voir le certificat sur la plateforme (s’ouvre dans un nouvel onglet)",
  },
});
