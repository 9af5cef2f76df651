import { defineMessages } from "#shared/i18n/messages.ts";

/** The contact page's words. */
export const t = defineMessages({
  en: {
    "contact-page.title": "Contact us",
    "contact-page.intro":
      "Questions about a course, a payment or a certificate, or about bringing your organization to the platform? Write to us, or reach us on WhatsApp.",
    "contact-page.channels": "How to reach us",
    "contact-page.email": "Email",
    "contact-page.email-note": "General questions, partnerships and the press.",
    "contact-page.support": "Support",
    "contact-page.support-note": "Help with your account, a payment or a certificate.",
    "contact-page.whatsapp": "WhatsApp",
    "contact-page.whatsapp-note": "Monday to Saturday, 8 am to 6 pm (Douala time).",
  },
  fr: {
    "contact-page.title": "Contactez-nous",
    "contact-page.intro":
      "Une question sur un cours, un paiement ou un certificat, ou sur l’arrivée de votre organisation sur la plateforme ? Écrivez-nous, ou joignez-nous sur WhatsApp.",
    "contact-page.channels": "Pour nous joindre",
    "contact-page.email": "E-mail",
    "contact-page.email-note": "Questions générales, partenariats et presse.",
    "contact-page.support": "Assistance",
    "contact-page.support-note": "Aide pour votre compte, un paiement ou un certificat.",
    "contact-page.whatsapp": "WhatsApp",
    "contact-page.whatsapp-note": "Du lundi au samedi, de 8 h à 18 h (heure de Douala).",
  },
});
