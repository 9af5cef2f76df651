import { defineMessages } from "#shared/i18n/messages.ts";

/** The coming-soon page's words. */
export const t = defineMessages({
  en: {
    "coming-soon.title": "Coming soon",
    "coming-soon.lead": "The creators' dashboard, where organizations and tutors publish and sell their courses, is opening in stages.",
    "coming-soon.countdown": "Time left until the opening",
    "coming-soon.days": "Days",
    "coming-soon.hours": "Hours",
    "coming-soon.minutes": "Minutes",
    "coming-soon.seconds": "Seconds",
    "coming-soon.passed": "The planned opening date, {date}, has passed: the first organizations are already publishing, and accounts open in turn.",
    "coming-soon.notify": "Tell me when my account can open",
    "coming-soon.email": "Email address",
    "coming-soon.submit": "Notify me",
    "coming-soon.how": "Notify me opens your e-mail app with the request ready to send to our team.",
    "coming-soon.mail-subject": "Please tell me when the creators' dashboard opens",
    "coming-soon.mail-body": "Please write to {email} when my account on the creators' dashboard can open.",
  },
  fr: {
    "coming-soon.title": "Bientôt disponible",
    "coming-soon.lead": "Le tableau de bord des créateurs, où les organisations et les formateurs publient et vendent leurs cours, ouvre par étapes.",
    "coming-soon.countdown": "Temps restant avant l’ouverture",
    "coming-soon.days": "Jours",
    "coming-soon.hours": "Heures",
    "coming-soon.minutes": "Minutes",
    "coming-soon.seconds": "Secondes",
    "coming-soon.passed":
      "La date d’ouverture prévue, le {date}, est passée : les premières organisations publient déjà, et les comptes ouvrent à tour de rôle.",
    "coming-soon.notify": "Prévenez-moi quand mon compte pourra ouvrir",
    "coming-soon.email": "Adresse e-mail",
    "coming-soon.submit": "Me prévenir",
    "coming-soon.how": "« Me prévenir » ouvre votre messagerie avec la demande prête à être envoyée à notre équipe.",
    "coming-soon.mail-subject": "Merci de me prévenir de l’ouverture du tableau de bord des créateurs",
    "coming-soon.mail-body": "Merci d’écrire à {email} quand mon compte sur le tableau de bord des créateurs pourra ouvrir.",
  },
});
