import { defineMessages } from "#shared/i18n/messages.ts";

/** What the page says before the payment's own code is here: only that it could not come. */
export const messages = {
  en: {
    "payment.watch-failed": "Your payment is still being checked, but its progress could not be shown. Check your connection and try again.",
  },
  fr: {
    "payment.watch-failed":
      "Votre paiement est toujours en cours de vérification, mais sa progression n’a pas pu être affichée. Vérifiez votre connexion et réessayez.",
  },
};

export const t = defineMessages(messages);
