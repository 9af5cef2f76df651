import { defineMessages } from "#shared/i18n/messages.ts";

/** A payment in progress, wherever the learner is when it settles: the processing dialog and its outcome. */
export const messages = {
  en: {
    "payment.success": "Payment processed successfully!",
    "payment.failed": "Payment processing failed. Please try again.",
    "payment.timeout": "Payment processing timed out. Please try again.",
    "payment.processing.title": "Processing Payment",
    "payment.processing.wait": "Please wait while we process your payment. Do not close or refresh this window.",
    "payment.processing.secure": "Your payment is secure and encrypted.",
    "payment.processing.offline": "Live updates are unavailable right now; we keep trying until your payment is confirmed.",
  },
  fr: {
    "payment.success": "Paiement effectué avec succès !",
    "payment.failed": "Le paiement a échoué. Veuillez réessayer.",
    "payment.timeout": "Le délai de traitement du paiement est dépassé. Veuillez réessayer.",
    "payment.processing.title": "Paiement en cours",
    "payment.processing.wait": "Veuillez patienter pendant le traitement de votre paiement. Ne fermez pas et n’actualisez pas cette fenêtre.",
    "payment.processing.secure": "Votre paiement est sécurisé et chiffré.",
    "payment.processing.offline": "Les mises à jour en direct sont indisponibles pour le moment ; nous réessayons jusqu’à la confirmation de votre paiement.",
  },
};

export const t = defineMessages(messages);
