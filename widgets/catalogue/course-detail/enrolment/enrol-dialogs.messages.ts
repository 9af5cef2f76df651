import { defineMessages } from "#shared/i18n/messages.ts";

/** What the course's confirmation says; the dialog's own words are shared (shared/payments/enrolment). They arrive with the dialog. */
export const messages = {
  en: {
    "enrolment.confirm.free": "You are about to enroll in “{title}” for free.",
    "enrolment.confirm.paid": "You are about to enroll in “{title}” for {price}. Enter the mobile-money account that will pay.",
    "enrolment.confirm.bulk": "This course requires you to be a member of {organization} staff to enroll. Please contact the organization for access.",
    "enrolment.success": "You have successfully enrolled in the course!",
  },
  fr: {
    "enrolment.confirm.free": "Vous allez vous inscrire gratuitement à « {title} ».",
    "enrolment.confirm.paid": "Vous allez vous inscrire à « {title} » pour {price}. Indiquez le compte mobile money qui paiera.",
    "enrolment.confirm.bulk": "Ce cours est réservé au personnel de {organization}. Veuillez contacter l’organisation pour obtenir l’accès.",
    "enrolment.success": "Vous êtes inscrit au cours !",
  },
};

export const t = defineMessages(messages);
