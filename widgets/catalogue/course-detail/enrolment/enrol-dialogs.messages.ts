import { defineMessages } from "#shared/i18n/messages.ts";

/** What the course's confirmation says; the dialog's own words are shared (shared/payments/enrolment). They arrive with the dialog. */
export const messages = {
  en: {
    "enrolment.confirm.free": "You are about to enroll in “{title}” for free.",
    "enrolment.confirm.paid": "You are about to enroll in “{title}” for {price}. Enter the mobile-money account that will pay.",
    "enrolment.success": "You have successfully enrolled in the course!",
  },
  fr: {
    "enrolment.confirm.free": "Vous allez vous inscrire gratuitement à « {title} ».",
    "enrolment.confirm.paid": "Vous allez vous inscrire à « {title} » pour {price}. Indiquez le compte mobile money qui paiera.",
    "enrolment.success": "Vous êtes inscrit au cours !",
  },
};

export const t = defineMessages(messages);
