import { defineMessages } from "#shared/i18n/messages.ts";

export const t = defineMessages({
  en: {
    "catalogue.card.free": "FREE",
    "catalogue.card.modules.one": "{count} module",
    "catalogue.card.modules.other": "{count} modules",
    "catalogue.card.lessons.one": "{count} lesson",
    "catalogue.card.lessons.other": "{count} lessons",
    "catalogue.card.reviews.one": "({count} review)",
    "catalogue.card.reviews.other": "({count} reviews)",
    "catalogue.card.original-price": "Original price: {price}",
    "catalogue.card.price": "Price: {price}",
    "catalogue.card.progress": "{percent}% completed",
    // A small badge over a course card's picture: the language the course is taught in, as a code.
    // What the badge says to a screen reader, and in its tooltip.
    "catalogue.card.taught-in.en": "Taught in English",
    "catalogue.card.taught-in.fr": "Taught in French",
    // A small tag where the price would be (on cards and on the course page): a course an organization buys for its staff.
    "catalogue.card.staff-only": "Staff only",
  },
  fr: {
    "catalogue.card.free": "GRATUIT",
    "catalogue.card.modules.one": "{count} module",
    "catalogue.card.modules.other": "{count} modules",
    "catalogue.card.lessons.one": "{count} leçon",
    "catalogue.card.lessons.other": "{count} leçons",
    "catalogue.card.reviews.one": "({count} avis)",
    "catalogue.card.reviews.other": "({count} avis)",
    "catalogue.card.original-price": "Prix d’origine : {price}",
    "catalogue.card.price": "Prix : {price}",
    "catalogue.card.progress": "{percent} % terminé",
    "catalogue.card.taught-in.en": "Cours en anglais",
    "catalogue.card.taught-in.fr": "Cours en français",
    "catalogue.card.staff-only": "Réservé au personnel",
  },
});
