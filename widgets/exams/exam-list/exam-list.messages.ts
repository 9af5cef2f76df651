import { defineMessages } from "#shared/i18n/messages.ts";

/** The exams page: English is the spec's wording. */
export const t = defineMessages({
  en: {
    "exam-list.my-exams": "My Exams",
    "exam-list.my-exams.subtitle": "Exams you have enrolled in",
    "exam-list.my-exams.empty": "You have not enrolled in any exams yet.",
    "exam-list.explore-button": "Explore Exams",
    "exam-list.recommended": "Recommended for You",
    "exam-list.recommended.subtitle": "Based on your interests",
    "exam-list.popular": "Popular Exams",
    "exam-list.popular.subtitle": "The exams learners take most",
    "exam-list.explore": "Explore Exams",
    "exam-list.explore.subtitle": "Every exam on the platform",
    "exam-list.explore.empty": "No exams are available yet.",
    "exam-list.failed": "Error loading exams",
    "exam-list.failed-hint": "Please try again later",
  },
  fr: {
    "exam-list.my-exams": "Mes examens",
    "exam-list.my-exams.subtitle": "Les examens auxquels vous êtes inscrit",
    "exam-list.my-exams.empty": "Vous n’êtes encore inscrit à aucun examen.",
    "exam-list.explore-button": "Découvrir les examens",
    "exam-list.recommended": "Recommandés pour vous",
    "exam-list.recommended.subtitle": "Selon vos centres d’intérêt",
    "exam-list.popular": "Examens populaires",
    "exam-list.popular.subtitle": "Les examens les plus passés",
    "exam-list.explore": "Découvrir les examens",
    "exam-list.explore.subtitle": "Tous les examens de la plateforme",
    "exam-list.explore.empty": "Aucun examen n’est encore disponible.",
    "exam-list.failed": "Erreur lors du chargement des examens",
    "exam-list.failed-hint": "Veuillez réessayer plus tard",
  },
});
