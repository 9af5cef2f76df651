import { defineMessages } from "#shared/i18n/messages.ts";

/** The contact form's words. English is the spec's where it has them. */
export const t = defineMessages({
  en: {
    "contact-form.title": "Send us a message",
    "contact-form.intro": "We answer every message within two working days, by e-mail or by phone.",
    "contact-form.name": "Full name",
    "contact-form.email": "Email",
    "contact-form.phone": "Phone number",
    "contact-form.subject": "Subject",
    "contact-form.message": "Message",
    "contact-form.send": "Send Message",
    "contact-form.sending": "Sending…",
    "contact-form.draft": "Your draft is kept on this device until it is sent.",
    "contact-form.missing": "Please fill all fields",
    "contact-form.sent": "Your message has been sent successfully!",
    "contact-form.failed": "An error occurred while sending your message",
  },
  fr: {
    "contact-form.title": "Écrivez-nous",
    "contact-form.intro": "Nous répondons à chaque message sous deux jours ouvrables, par e-mail ou par téléphone.",
    "contact-form.name": "Nom complet",
    "contact-form.email": "Adresse e-mail",
    "contact-form.phone": "Numéro de téléphone",
    "contact-form.subject": "Objet",
    "contact-form.message": "Message",
    "contact-form.send": "Envoyer le message",
    "contact-form.sending": "Envoi…",
    "contact-form.draft": "Votre brouillon est conservé sur cet appareil jusqu’à son envoi.",
    "contact-form.missing": "Veuillez remplir tous les champs",
    "contact-form.sent": "Votre message a bien été envoyé !",
    "contact-form.failed": "Une erreur s’est produite lors de l’envoi de votre message",
  },
});
