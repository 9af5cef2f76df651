import { defineMessages } from "#shared/i18n/messages.ts";

/** The learner's courses page: English is the spec's wording where the spec gives one. */
export const t = defineMessages({
  en: {
    "learner.my-courses.title": "My Courses",
    "learner.my-courses.progress": "{percent}% completed",
    "learner.my-courses.progress-label": "Progress in {course}: {percent}%",
    "learner.my-courses.failed": "Failed to load courses. Please try again later.",
    "learner.my-courses.empty": "You haven't enrolled in any courses yet",
    "learner.my-courses.browse": "Browse Courses",
  },
  fr: {
    "learner.my-courses.title": "Mes cours",
    "learner.my-courses.progress": "{percent} % terminé",
    "learner.my-courses.progress-label": "Progression dans {course} : {percent} %",
    "learner.my-courses.failed": "Impossible de charger les cours. Veuillez réessayer plus tard.",
    "learner.my-courses.empty": "Vous n’êtes encore inscrit à aucun cours",
    "learner.my-courses.browse": "Parcourir les cours",
  },
});
