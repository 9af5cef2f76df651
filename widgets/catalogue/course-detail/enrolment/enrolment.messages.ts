import { defineMessages } from "#shared/i18n/messages.ts";

/**
 * Enrolment on the course page: the side card's button, what a payment comes to and access codes.
 * The dialogs' own words arrive with them (enrol-dialogs.messages.ts).
 */
export const messages = {
  en: {
    "enrolment.start-learning": "Start Learning",
    "enrolment.failed": "An error occurred while enrolling in the course",
    "enrolment.access.title": "Enroll with Access Code",
    "enrolment.access.submit": "Enroll",
    "enrolment.access.invalid": "Please enter a valid access code.",
    "enrolment.access.success": "You have successfully enrolled with the access code!",
    "enrolment.access.failed": "An error occurred while enrolling with the access code",
  },
  fr: {
    "enrolment.start-learning": "Commencer à apprendre",
    "enrolment.failed": "Une erreur s’est produite lors de l’inscription au cours",
    "enrolment.access.title": "S’inscrire avec un code d’accès",
    "enrolment.access.submit": "S’inscrire",
    "enrolment.access.invalid": "Veuillez saisir un code d’accès valide.",
    "enrolment.access.success": "Vous êtes inscrit grâce au code d’accès !",
    "enrolment.access.failed": "Une erreur s’est produite lors de l’inscription avec le code d’accès",
  },
};

export const t = defineMessages(messages);
