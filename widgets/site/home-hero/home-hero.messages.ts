import { defineMessages } from "#shared/i18n/messages.ts";

/** The home page's opening banner. */
export const t = defineMessages({
  en: {
    "home.hero.title": "Learn online, pay by mobile money, prove it with a certificate",
    "home.hero.1.title": "Courses from Cameroon's schools and companies",
    "home.hero.1.text": "Accounting, health, IT, languages and more, taught by the people who train the country's professionals.",
    "home.hero.1.action": "Browse courses",
    "home.hero.2.title": "Practice for your exams, timed like the real thing",
    "home.hero.2.text": "Take practice exams on your phone, see your score by topic, and try again when you are ready.",
    "home.hero.2.action": "See the exams",
    "home.hero.3.title": "Certificates employers can check",
    "home.hero.3.text": "Finish a course and share a certificate with its own page and QR code, checked with the platform each time.",
    "home.hero.3.action": "Create a free account",
  },
  fr: {
    "home.hero.title": "Apprenez en ligne, payez par mobile money, prouvez-le avec un certificat",
    "home.hero.1.title": "Des cours par les écoles et les entreprises du Cameroun",
    "home.hero.1.text": "Comptabilité, santé, informatique, langues et bien plus, enseignés par ceux qui forment les professionnels du pays.",
    "home.hero.1.action": "Parcourir les cours",
    "home.hero.2.title": "Préparez vos examens, chronométrés comme le jour J",
    "home.hero.2.text": "Passez des examens d’entraînement sur votre téléphone, voyez votre score par thème et recommencez quand vous êtes prêt.",
    "home.hero.2.action": "Voir les examens",
    "home.hero.3.title": "Des certificats vérifiables par les employeurs",
    "home.hero.3.text": "Terminez un cours et partagez un certificat avec sa propre page et son code QR, vérifié auprès de la plateforme à chaque fois.",
    "home.hero.3.action": "Créer un compte gratuit",
  },
});
