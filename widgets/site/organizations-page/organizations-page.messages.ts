import { defineMessages } from "#shared/i18n/messages.ts";

/** The For Organizations page's words. */
export const t = defineMessages({
  en: {
    "organizations.title": "Teach beyond your classroom",
    "organizations.lead":
      "Schools, training centres and companies publish their courses and exams here, are paid by mobile money, and follow every learner's progress.",
    "organizations.start": "Become a Tutor",
    "organizations.contact": "Talk to us",
    "organizations.features": "What you get",
    "organizations.how": "Publish your first course in five steps",
    "organizations.terms": "What it costs",
    "organizations.terms.text":
      "Publishing is free. When a learner pays for a course, the platform keeps a 20% commission and the payment operator a 3% processing fee; you receive 80% of the sale after that fee. Free courses cost you nothing.",
  },
  fr: {
    "organizations.title": "Enseignez au-delà de votre salle de classe",
    "organizations.lead":
      "Écoles, centres de formation et entreprises publient ici leurs cours et leurs examens, sont payés par mobile money et suivent la progression de chaque apprenant.",
    "organizations.start": "Devenir formateur",
    "organizations.contact": "Parlons-en",
    "organizations.features": "Ce que vous obtenez",
    "organizations.how": "Publiez votre premier cours en cinq étapes",
    "organizations.terms": "Ce que cela coûte",
    "organizations.terms.text":
      "La publication est gratuite. Lorsqu’un apprenant paie un cours, la plateforme garde une commission de 20 % et l’opérateur de paiement des frais de traitement de 3 % ; vous recevez 80 % de la vente après ces frais. Les cours gratuits ne vous coûtent rien.",
  },
});
