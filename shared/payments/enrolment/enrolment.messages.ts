import { defineMessages } from "#shared/i18n/messages.ts";

/** The enrolment confirmation's words, for a course and an exam alike: they arrive with the dialog. */
export const messages = {
  en: {
    "enrolment.confirm.title": "Confirm Enrollment",
    "enrolment.confirm.submit": "Confirm",
    "enrolment.confirm.pay": "Pay {price}",
    "enrolment.cancel": "Cancel",
    "enrolment.payer-name": "Payer name",
    "enrolment.payer-phone": "Payer phone number",
    "enrolment.payer-phone-hint": "9 to 15 digits; spaces and a leading + are fine",
    "enrolment.payer-required": "Please provide payer name and phone number.",
    "enrolment.phone-invalid": "Please provide a valid phone number.",
    "enrolment.payment-requested": "Payment request sent to your phone.",
  },
  fr: {
    "enrolment.confirm.title": "Confirmer l’inscription",
    "enrolment.confirm.submit": "Confirmer",
    "enrolment.confirm.pay": "Payer {price}",
    "enrolment.cancel": "Annuler",
    "enrolment.payer-name": "Nom du payeur",
    "enrolment.payer-phone": "Numéro de téléphone du payeur",
    "enrolment.payer-phone-hint": "9 à 15 chiffres ; les espaces et un + initial sont acceptés",
    "enrolment.payer-required": "Veuillez indiquer le nom et le numéro de téléphone du payeur.",
    "enrolment.phone-invalid": "Veuillez indiquer un numéro de téléphone valide.",
    "enrolment.payment-requested": "Demande de paiement envoyée sur votre téléphone.",
  },
};

export const t = defineMessages(messages);
