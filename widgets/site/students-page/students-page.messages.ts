import { defineMessages } from "#shared/i18n/messages.ts";

/** The For Students page's words. */
export const t = defineMessages({
  en: {
    "students.title": "Learn what moves you forward",
    "students.lead": "Courses and practice exams from Cameroon's schools and organizations, on your phone, at your pace, with a certificate at the end.",
    "students.browse": "Browse courses",
    "students.signup": "Create a free account",
    "students.why": "Why learn here",
    "students.how": "How it works",
    "students.how.1.title": "Create your account",
    "students.how.1.text": "Free, with your e-mail address or Google, and your interests so we can suggest courses.",
    "students.how.2.title": "Enrol in a course",
    "students.how.2.text": "Free courses open at once; paid ones after you confirm the mobile-money payment on your phone.",
    "students.how.3.title": "Learn at your pace",
    "students.how.3.text": "Lessons, quizzes and flashcards; your progress is saved even when the network drops.",
    "students.how.4.title": "Earn your certificate",
    "students.how.4.text": "Complete the course and share your certificate on LinkedIn, in your CV or on your blog.",
    "students.exams": "Preparing for an exam?",
    "students.exams.text": "Take timed practice exams, see your score by topic, and try again when you are ready.",
    "students.exams.cta": "See the exams",
  },
  fr: {
    "students.title": "Apprenez ce qui vous fait avancer",
    "students.lead":
      "Des cours et des examens d’entraînement proposés par les écoles et les organisations du Cameroun, sur votre téléphone, à votre rythme, avec un certificat à la clé.",
    "students.browse": "Parcourir les cours",
    "students.signup": "Créer un compte gratuit",
    "students.why": "Pourquoi apprendre ici",
    "students.how": "Comment ça marche",
    "students.how.1.title": "Créez votre compte",
    "students.how.1.text": "Gratuitement, avec votre adresse e-mail ou Google, et vos centres d’intérêt pour que nous vous suggérions des cours.",
    "students.how.2.title": "Inscrivez-vous à un cours",
    "students.how.2.text": "Les cours gratuits s’ouvrent aussitôt ; les cours payants après confirmation du paiement mobile money sur votre téléphone.",
    "students.how.3.title": "Apprenez à votre rythme",
    "students.how.3.text": "Leçons, quiz et cartes mémoire ; votre progression est enregistrée même quand le réseau tombe.",
    "students.how.4.title": "Obtenez votre certificat",
    "students.how.4.text": "Terminez le cours et partagez votre certificat sur LinkedIn, dans votre CV ou sur votre blog.",
    "students.exams": "Vous préparez un examen ?",
    "students.exams.text": "Passez des examens d’entraînement chronométrés, voyez votre score par thème, et recommencez quand vous êtes prêt.",
    "students.exams.cta": "Voir les examens",
  },
});
