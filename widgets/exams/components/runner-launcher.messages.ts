import { defineMessages } from "#shared/i18n/messages.ts";

/** The buttons that open an exam or an assessment, and what is said when there is none to open. */
export const t = defineMessages({
  en: {
    "runner.open.exam": "Start Exam",
    "runner.open.assessment": "Take Assessment",
    "runner.open.failed": "The exam could not be loaded. Check your connection and try again.",
    "runner.not-found.exam": "No exam found",
    "runner.not-found.assessment": "No assessment found",
  },
  fr: {
    "runner.open.exam": "Commencer l’examen",
    "runner.open.assessment": "Passer l’évaluation",
    "runner.open.failed": "L’examen n’a pas pu être chargé. Vérifiez votre connexion et réessayez.",
    "runner.not-found.exam": "Aucun examen trouvé",
    "runner.not-found.assessment": "Aucune évaluation trouvée",
  },
});
