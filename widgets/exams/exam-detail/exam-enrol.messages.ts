import { defineMessages } from "#shared/i18n/messages.ts";

/** Enrolling in an exam: the button, the confirmation's sentence and what follows. */
export const t = defineMessages({
  en: {
    "exams.enrol.enroll-now": "Enroll Now",
    "exams.enrol.confirm.free": "You are about to enroll in the exam “{title}” for free.",
    "exams.enrol.confirm.paid": "You are about to enroll in the exam “{title}” for {price}. Enter the mobile-money account that will pay.",
    "exams.enrol.success": "Enrollment successful!",
    "exams.enrol.failed": "Failed to enroll to the exam.",
    "exams.enrol.load-failed": "The enrollment form could not be loaded. Check your connection and try again.",
  },
  fr: {
    "exams.enrol.enroll-now": "S’inscrire maintenant",
    "exams.enrol.confirm.free": "Vous allez vous inscrire gratuitement à l’examen « {title} ».",
    "exams.enrol.confirm.paid": "Vous allez vous inscrire à l’examen « {title} » pour {price}. Indiquez le compte mobile money qui paiera.",
    "exams.enrol.success": "Inscription réussie !",
    "exams.enrol.failed": "L’inscription à l’examen a échoué.",
    "exams.enrol.load-failed": "Le formulaire d’inscription n’a pas pu être chargé. Vérifiez votre connexion et réessayez.",
  },
});
