import { defineMessages } from "#shared/i18n/messages.ts";

/**
 * Enrolment on the course page: the side card's button, what a payment comes to and access codes.
 * The dialogs' own words arrive with them (enrol-dialogs.messages.ts).
 */
export const messages = {
  en: {
    "enrolment.start-learning": "Start Learning",
    // In place of Enroll Now, for a course an organization buys for its staff; the access-code box follows.
    "enrolment.staff-only.code": "This course is offered by {organization} to its staff. Ask your organization for an access code.",
    // The same, for a course the API says has no access code: the organization enrolls its staff itself.
    "enrolment.staff-only.ask": "This course is offered by {organization} to its staff. Ask your organization to enroll you.",
    // Staff enrol themselves: the API knows who works for the organization.
    "enrolment.staff-only.enrol": "I work for {organization}: enroll me",
    "enrolment.staff-only.enrolled": "You have successfully enrolled in the course!",
    "enrolment.failed": "An error occurred while enrolling in the course",
    "enrolment.access.title": "Enroll with Access Code",
    "enrolment.access.submit": "Enroll",
    "enrolment.access.invalid": "Please enter a valid access code.",
    "enrolment.access.success": "You have successfully enrolled with the access code!",
    "enrolment.access.failed": "An error occurred while enrolling with the access code",
  },
  fr: {
    "enrolment.start-learning": "Commencer à apprendre",
    "enrolment.staff-only.code": "Ce cours est proposé par {organization} à son personnel. Demandez un code d’accès à votre organisation.",
    "enrolment.staff-only.ask": "Ce cours est proposé par {organization} à son personnel. Demandez à votre organisation de vous inscrire.",
    "enrolment.staff-only.enrol": "Je travaille pour {organization} : m’inscrire",
    "enrolment.staff-only.enrolled": "Vous êtes inscrit au cours !",
    "enrolment.failed": "Une erreur s’est produite lors de l’inscription au cours",
    "enrolment.access.title": "S’inscrire avec un code d’accès",
    "enrolment.access.submit": "S’inscrire",
    "enrolment.access.invalid": "Veuillez saisir un code d’accès valide.",
    "enrolment.access.success": "Vous êtes inscrit grâce au code d’accès !",
    "enrolment.access.failed": "Une erreur s’est produite lors de l’inscription avec le code d’accès",
  },
};

export const t = defineMessages(messages);
