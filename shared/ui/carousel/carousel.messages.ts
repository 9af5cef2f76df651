import { defineMessages } from "#shared/i18n/messages.ts";

/** The carousel's controls and what it announces. Ids keep the family they were first shipped in. */
export const t = defineMessages({
  en: {
    "catalogue.carousel.roledescription": "carousel",
    "catalogue.carousel.previous": "Previous",
    "catalogue.carousel.next": "Next",
    "catalogue.carousel.pause": "Pause automatic scrolling",
    "catalogue.carousel.play": "Start automatic scrolling",
    "catalogue.carousel.showing": "Showing {from} to {to} of {total}",
    "catalogue.carousel.go-to": "Show slide {n} of {total}",
  },
  fr: {
    "catalogue.carousel.roledescription": "carrousel",
    "catalogue.carousel.previous": "Précédent",
    "catalogue.carousel.next": "Suivant",
    "catalogue.carousel.pause": "Mettre en pause le défilement automatique",
    "catalogue.carousel.play": "Lancer le défilement automatique",
    "catalogue.carousel.showing": "Éléments {from} à {to} sur {total}",
    "catalogue.carousel.go-to": "Afficher la diapositive {n} sur {total}",
  },
});
