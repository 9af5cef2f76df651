import { defineMessages } from "#shared/i18n/messages.ts";

/** The confirmation dialog's words (with the payer's details): they arrive with the dialog. */
export const messages = {
  en: {
    "enrolment.confirm.title": "Confirm Enrollment",
    "enrolment.confirm.free": "You are about to enroll in “{title}” for free.",
    "enrolment.confirm.paid": "You are about to enroll in “{title}” for {price}. Enter the mobile-money account that will pay.",
    "enrolment.confirm.bulk": "This course requires you to be a member of {organization} staff to enroll. Please contact the organization for access.",
    "enrolment.confirm.submit": "Confirm",
    "enrolment.confirm.pay": "Pay {price}",
    "enrolment.cancel": "Cancel",
    "enrolment.payer-name": "Payer name",
    "enrolment.payer-phone": "Payer phone number",
    "enrolment.payer-phone-hint": "9 to 15 digits; spaces and a leading + are fine",
    "enrolment.payer-required": "Please provide payer name and phone number.",
    "enrolment.phone-invalid": "Please provide a valid phone number.",
    "enrolment.success": "You have successfully enrolled in the course!",
    "enrolment.payment-initiated": "Payment initiated successfully!",
  },
  fr: {
    "enrolment.confirm.title": "Confirmer l’inscription",
    "enrolment.confirm.free": "Vous allez vous inscrire gratuitement à « {title} ».",
    "enrolment.confirm.paid": "Vous allez vous inscrire à « {title} » pour {price}. Indiquez le compte mobile money qui paiera.",
    "enrolment.confirm.bulk": "Ce cours est réservé au personnel de {organization}. Veuillez contacter l’organisation pour obtenir l’accès.",
    "enrolment.confirm.submit": "Confirmer",
    "enrolment.confirm.pay": "Payer {price}",
    "enrolment.cancel": "Annuler",
    "enrolment.payer-name": "Nom du payeur",
    "enrolment.payer-phone": "Numéro de téléphone du payeur",
    "enrolment.payer-phone-hint": "9 à 15 chiffres ; les espaces et un + initial sont acceptés",
    "enrolment.payer-required": "Veuillez indiquer le nom et le numéro de téléphone du payeur.",
    "enrolment.phone-invalid": "Veuillez indiquer un numéro de téléphone valide.",
    "enrolment.success": "Vous êtes inscrit au cours !",
    "enrolment.payment-initiated": "Paiement lancé avec succès !",
  },
};

export const t = defineMessages(messages);
