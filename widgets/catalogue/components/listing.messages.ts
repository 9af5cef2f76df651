import { defineMessages } from "#shared/i18n/messages.ts";

/**
 * The course carousels and the featured organizations: English is the spec's wording (dashboard
 * titles, sub-lines and messages).
 */
export const t = defineMessages({
  en: {
    "catalogue.courses.my-learning.title": "Continue Learning",
    "catalogue.courses.my-learning.subtitle": "Pick up where you left off",
    "catalogue.courses.recommended.title": "Recommended for You",
    "catalogue.courses.recommended.subtitle": "Based on your interests",
    "catalogue.courses.popular.title": "Popular Courses",
    "catalogue.courses.popular.subtitle": "Most enrolled courses this month",
    "catalogue.courses.trending.title": "Trending Now",
    "catalogue.courses.trending.subtitle": "Hot topics",
    "catalogue.courses.empty": "You haven't enrolled in any courses yet",
    "catalogue.courses.all-done": "You have completed every course you enrolled in. Find your next one.",
    "catalogue.courses.browse": "Browse Courses",
    "catalogue.courses.failed": "Failed to load courses. Please try again later.",
    "catalogue.orgs.title": "Featured Organizations",
    "catalogue.orgs.followers": "Followers",
    "catalogue.orgs.reviews": "Reviews",
  },
  fr: {
    "catalogue.courses.my-learning.title": "Continuer l’apprentissage",
    "catalogue.courses.my-learning.subtitle": "Reprenez là où vous vous êtes arrêté",
    "catalogue.courses.recommended.title": "Recommandés pour vous",
    "catalogue.courses.recommended.subtitle": "Selon vos centres d’intérêt",
    "catalogue.courses.popular.title": "Cours populaires",
    "catalogue.courses.popular.subtitle": "Les cours les plus suivis ce mois-ci",
    "catalogue.courses.trending.title": "Tendances du moment",
    "catalogue.courses.trending.subtitle": "Sujets à la une",
    "catalogue.courses.empty": "Vous n’êtes encore inscrit à aucun cours",
    "catalogue.courses.all-done": "Vous avez terminé tous les cours auxquels vous êtes inscrit. Trouvez le suivant.",
    "catalogue.courses.browse": "Parcourir les cours",
    "catalogue.courses.failed": "Impossible de charger les cours. Veuillez réessayer plus tard.",
    "catalogue.orgs.title": "Organisations à la une",
    "catalogue.orgs.followers": "Abonnés",
    "catalogue.orgs.reviews": "Avis",
  },
});
