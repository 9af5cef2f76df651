import { defineMessages } from "#shared/i18n/messages.ts";

/** A flashcards lesson's guidance: how a card turns and what completes the lesson (flashcard-machine.ts). */
export const t = defineMessages({
  en: {
    // Under the card while its question (front) shows.
    "player.flashcard.hint-front": "Tap the card to see the answer",
    // Under the card while its answer (back) shows.
    "player.flashcard.hint-back": "Tap the card to see the question again",
    // Under the deck until the lesson is complete: the lesson completes itself when the deck's last card is flipped to its answer.
    "player.flashcard.rule": "Flip the last card to complete this lesson.",
    // Replaces the line above once the last card has been flipped.
    "player.flashcard.rule-done": "This lesson is complete.",
  },
  fr: {
    "player.flashcard.hint-front": "Touchez la carte pour voir la réponse",
    "player.flashcard.hint-back": "Touchez la carte pour revoir la question",
    "player.flashcard.rule": "Retournez la dernière carte pour terminer cette leçon.",
    "player.flashcard.rule-done": "Cette leçon est terminée.",
  },
});
