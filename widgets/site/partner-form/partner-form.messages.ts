import { defineMessages } from "#shared/i18n/messages.ts";

/** The partner application's words. English is the spec's where it has them. */
export const t = defineMessages({
  en: {
    "partner-form.title": "Apply to become a partner",
    "partner-form.intro": "Tell us who you are: we write back with your referral link and how to start.",
    "partner-form.name": "Full name",
    "partner-form.email": "Email",
    "partner-form.phone": "Phone number",
    "partner-form.about": "About you (optional)",
    "partner-form.about-hint": "Who you work with, and which course creators you could bring to the platform.",
    "partner-form.submit": "Submit Application",
    "partner-form.submitting": "Submitting…",
    "partner-form.draft": "Your draft is kept on this device until it is sent.",
    "partner-form.missing": "Please fill in all required fields",
    "partner-form.sent": "Your application has been submitted successfully!",
    "partner-form.sent-note": "Thank you! We have your application and will write to you soon.",
    "partner-form.failed": "An error occurred while submitting your application",
  },
  fr: {
    "partner-form.title": "Devenir partenaire",
    "partner-form.intro": "Présentez-vous : nous vous répondrons avec votre lien de parrainage et la marche à suivre.",
    "partner-form.name": "Nom complet",
    "partner-form.email": "Adresse e-mail",
    "partner-form.phone": "Numéro de téléphone",
    "partner-form.about": "À propos de vous (facultatif)",
    "partner-form.about-hint": "Avec qui vous travaillez, et quels créateurs de cours vous pourriez amener sur la plateforme.",
    "partner-form.submit": "Envoyer la candidature",
    "partner-form.submitting": "Envoi…",
    "partner-form.draft": "Votre brouillon est conservé sur cet appareil jusqu’à son envoi.",
    "partner-form.missing": "Veuillez remplir tous les champs obligatoires",
    "partner-form.sent": "Votre candidature a bien été envoyée !",
    "partner-form.sent-note": "Merci ! Nous avons bien reçu votre candidature et vous écrirons bientôt.",
    "partner-form.failed": "Une erreur s’est produite lors de l’envoi de votre candidature",
  },
});
