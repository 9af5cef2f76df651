import { defineMessages } from "#shared/i18n/messages.ts";

/** An exam card's words, shared by every exam list. */
export const t = defineMessages({
  en: {
    "exams.card.free": "FREE",
    "exams.card.price": "Price: {price}",
    "exams.card.enrolled": "Enrolled",
    "exams.card.questions.one": "{count} question",
    "exams.card.questions.other": "{count} questions",
    "exams.card.minutes.one": "{count} min",
    "exams.card.minutes.other": "{count} min",
  },
  fr: {
    "exams.card.free": "GRATUIT",
    "exams.card.price": "Prix : {price}",
    "exams.card.enrolled": "Inscrit",
    "exams.card.questions.one": "{count} question",
    "exams.card.questions.other": "{count} questions",
    "exams.card.minutes.one": "{count} min",
    "exams.card.minutes.other": "{count} min",
  },
});
