import { defineMessages } from "#shared/i18n/messages.ts";

/** The 'Write a Review' dialog's words: they arrive with the dialog. English as the spec has them, French complete. */
export const t = defineMessages({
  en: {
    "catalogue.review.failed": "An error occurred while adding your review",
    "catalogue.review.title": "Write a Review",
    "catalogue.review.rating": "Rating",
    "catalogue.review.rating-none": "No rating yet",
    "catalogue.review.rating-value": "{rating} out of 5",
    "catalogue.review.rating-hint": "Click the left half of a star for a half star, or use the arrow keys.",
    "catalogue.review.needs": "Choose a rating and write your review to submit it.",
    "catalogue.review.text": "Your Review",
    "catalogue.review.counter": "{count}/{max} characters",
    "catalogue.review.cancel": "Cancel",
    "catalogue.review.submit": "Submit Review",
    "catalogue.review.added": "Your review has been added successfully!",
    "catalogue.review.incomplete": "Please provide a rating and a review before submitting.",
    "catalogue.review.no-course": "Course ID is missing. Please try again.",
  },
  fr: {
    "catalogue.review.failed": "Une erreur s’est produite lors de l’ajout de votre avis",
    "catalogue.review.title": "Rédiger un avis",
    "catalogue.review.rating": "Note",
    "catalogue.review.rating-none": "Pas encore de note",
    "catalogue.review.rating-value": "{rating} sur 5",
    "catalogue.review.rating-hint": "Cliquez sur la moitié gauche d’une étoile pour une demi-étoile, ou utilisez les flèches du clavier.",
    "catalogue.review.needs": "Choisissez une note et écrivez votre avis pour l’envoyer.",
    "catalogue.review.text": "Votre avis",
    "catalogue.review.counter": "{count}/{max} caractères",
    "catalogue.review.cancel": "Annuler",
    "catalogue.review.submit": "Envoyer l’avis",
    "catalogue.review.added": "Votre avis a bien été ajouté !",
    "catalogue.review.incomplete": "Veuillez donner une note et rédiger un avis avant d’envoyer.",
    "catalogue.review.no-course": "L’identifiant du cours est manquant. Veuillez réessayer.",
  },
});
