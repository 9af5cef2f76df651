import { defineMessages } from "#shared/i18n/messages.ts";

/** The enrolment dialogs' words (confirmation, payer details, payment processing): they arrive with the dialogs. */
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
    "enrolment.payer-phone-hint": "9 to 15 digits, no spaces or signs",
    "enrolment.payer-required": "Please provide payer name and phone number.",
    "enrolment.phone-invalid": "Please provide a valid phone number.",
    "enrolment.success": "You have successfully enrolled in the course!",
    "enrolment.payment-initiated": "Payment initiated successfully!",
    "enrolment.processing.title": "Processing Payment",
    "enrolment.processing.wait": "Please wait while we process your payment. Do not close or refresh this window.",
    "enrolment.processing.secure": "Your payment is secure and encrypted.",
    "enrolment.processing.offline": "Live updates are unavailable right now; we keep checking your payment.",
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
    "enrolment.payer-phone-hint": "9 à 15 chiffres, sans espaces ni signes",
    "enrolment.payer-required": "Veuillez indiquer le nom et le numéro de téléphone du payeur.",
    "enrolment.phone-invalid": "Veuillez indiquer un numéro de téléphone valide.",
    "enrolment.success": "Vous êtes inscrit au cours !",
    "enrolment.payment-initiated": "Paiement lancé avec succès !",
    "enrolment.processing.title": "Paiement en cours",
    "enrolment.processing.wait": "Veuillez patienter pendant le traitement de votre paiement. Ne fermez pas et n’actualisez pas cette fenêtre.",
    "enrolment.processing.secure": "Votre paiement est sécurisé et chiffré.",
    "enrolment.processing.offline": "Les mises à jour en direct sont indisponibles pour le moment ; nous continuons de vérifier votre paiement.",
  },
};

export const t = defineMessages(messages);
