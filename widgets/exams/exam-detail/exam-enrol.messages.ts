import { defineMessages } from "#shared/i18n/messages.ts";

/** Enrolling in an exam: the button, the confirmation's sentence and what follows. */
export const t = defineMessages({
  en: {
    "exams.enrol.confirm.free": "You are about to enroll in the exam “{title}” for free.",
    "exams.enrol.confirm.paid": "You are about to enroll in the exam “{title}” for {price}. Enter the mobile-money account that will pay.",
    "exams.enrol.success": "Enrollment successful!",
    "exams.enrol.failed": "Failed to enroll to the exam.",
  },
  fr: {
    "exams.enrol.confirm.free": "Vous allez vous inscrire gratuitement à l’examen « {title} ».",
    "exams.enrol.confirm.paid": "Vous allez vous inscrire à l’examen « {title} » pour {price}. Indiquez le compte mobile money qui paiera.",
    "exams.enrol.success": "Inscription réussie !",
    "exams.enrol.failed": "L’inscription à l’examen a échoué.",
  },
});
