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
    "payment.approve": "Approve the request on your phone: enter your mobile-money PIN when it asks.",
    "payment.no-prompt":
      "No request on your phone after a minute? Check that it is on and has signal, then open your mobile-money menu to approve pending payments.",
    "payment.facts.amount": "Amount",
    "payment.facts.phone": "Number charged",
    "payment.operator.mtn": "MTN Mobile Money",
    "payment.operator.orange": "Orange Money",
    "payment.background.keep": "Keep waiting in the background",
    "payment.background.status": "Payment waiting for your approval",
    "payment.background.open": "Show",
    "payment.failed.title": "Payment not completed",
    "payment.declined": "The request was declined on the phone.",
    "payment.expired": "The request was not approved in time.",
    "payment.nothing-charged": "Nothing was charged to your account.",
    "payment.check-later": "If your phone showed the payment as approved, it will appear in your payments shortly.",
    "payment.close": "OK",
    "payment.retry": "Try again",
  },
  fr: {
    "payment.success": "Paiement effectué avec succès !",
    "payment.failed": "Le paiement a échoué. Veuillez réessayer.",
    "payment.timeout": "Le délai de traitement du paiement est dépassé. Veuillez réessayer.",
    "payment.processing.title": "Paiement en cours",
    "payment.processing.wait": "Veuillez patienter pendant le traitement de votre paiement. Ne fermez pas et n’actualisez pas cette fenêtre.",
    "payment.processing.secure": "Votre paiement est sécurisé et chiffré.",
    "payment.processing.offline": "Les mises à jour en direct sont indisponibles pour le moment ; nous réessayons jusqu’à la confirmation de votre paiement.",
    "payment.approve": "Validez la demande sur votre téléphone : saisissez votre code secret mobile money quand il vous le demande.",
    "payment.no-prompt":
      "Aucune demande sur votre téléphone après une minute ? Vérifiez qu’il est allumé et qu’il a du réseau, puis ouvrez le menu mobile money pour valider les paiements en attente.",
    "payment.facts.amount": "Montant",
    "payment.facts.phone": "Numéro débité",
    "payment.operator.mtn": "MTN Mobile Money",
    "payment.operator.orange": "Orange Money",
    "payment.background.keep": "Attendre en arrière-plan",
    "payment.background.status": "Paiement en attente de votre validation",
    "payment.background.open": "Afficher",
    "payment.failed.title": "Paiement non effectué",
    "payment.declined": "La demande a été refusée sur le téléphone.",
    "payment.expired": "La demande n’a pas été validée à temps.",
    "payment.nothing-charged": "Aucun montant n’a été prélevé sur votre compte.",
    "payment.check-later": "Si votre téléphone a indiqué le paiement comme validé, il apparaîtra bientôt dans vos paiements.",
    "payment.close": "OK",
    "payment.retry": "Réessayer",
  },
};

export const t = defineMessages(messages);
