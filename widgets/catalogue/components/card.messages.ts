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
  },
});
