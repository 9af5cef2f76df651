import { defineMessages } from "#shared/i18n/messages.ts";

/** Enroll Now, on a course's page and an exam's alike: shown before the confirmation's code arrives. */
export const messages = {
  en: {
    "enrolment.enroll-now": "Enroll Now",
    "enrolment.load-failed": "The enrollment form could not be loaded. Check your connection and try again.",
  },
  fr: {
    "enrolment.enroll-now": "S’inscrire maintenant",
    "enrolment.load-failed": "Le formulaire d’inscription n’a pas pu être chargé. Vérifiez votre connexion et réessayez.",
  },
};

export const t = defineMessages(messages);
