import { defineMessages } from "#shared/i18n/messages.ts";

/** Saving a course for offline: the course player's and My Courses' words. */
export const t = defineMessages({
  en: {
    "save-course.save": "Save for offline",
    "save-course.named": ": {course}",
    "save-course.measuring": "Working out the size…",
    "save-course.size": "Saving keeps this course's lessons, quizzes, flashcards, files and pictures on this device: {size}. Videos still need a connection.",
    "save-course.size-about":
      "Saving keeps this course's lessons, quizzes, flashcards, files and pictures on this device: about {size}. Videos still need a connection.",
    "save-course.free": "{free} free on this device.",
    "save-course.confirm": "Save ({size})",
    "save-course.cancel": "Cancel",
    "save-course.saving": "Saving for offline…",
    "save-course.progress": "Saving {course} for offline",
    "save-course.saved-size": "Saved for offline · {size}",
    "save-course.space": "The site uses {used} of {quota} on this device.",
    "save-course.remove": "Remove from this device",
    "save-course.removed": "Removed from this device.",
    "save-course.stay-online.one": "{count} file stays online: its host does not let it be saved.",
    "save-course.stay-online.other": "{count} files stay online: their host does not let them be saved.",
    "save-course.failed": "The course could not be saved. Check your connection and try again.",
    "save-course.no-room": "There is not enough space on this device to save this course.",
    "save-course.offline": "Connect to the internet to save this course for offline.",
  },
  fr: {
    "save-course.save": "Enregistrer pour le hors-ligne",
    "save-course.named": " : {course}",
    "save-course.measuring": "Calcul de la taille…",
    "save-course.size":
      "L’enregistrement garde les leçons, quiz, cartes mémoire, fichiers et images de ce cours sur cet appareil : {size}. Les vidéos demandent toujours une connexion.",
    "save-course.size-about":
      "L’enregistrement garde les leçons, quiz, cartes mémoire, fichiers et images de ce cours sur cet appareil : environ {size}. Les vidéos demandent toujours une connexion.",
    "save-course.free": "{free} libres sur cet appareil.",
    "save-course.confirm": "Enregistrer ({size})",
    "save-course.cancel": "Annuler",
    "save-course.saving": "Enregistrement pour le hors-ligne…",
    "save-course.progress": "Enregistrement de {course} pour le hors-ligne",
    "save-course.saved-size": "Disponible hors ligne · {size}",
    "save-course.space": "Le site utilise {used} sur {quota} de cet appareil.",
    "save-course.remove": "Retirer de cet appareil",
    "save-course.removed": "Retiré de cet appareil.",
    "save-course.stay-online.one": "{count} fichier reste en ligne : son hébergeur ne permet pas de l’enregistrer.",
    "save-course.stay-online.other": "{count} fichiers restent en ligne : leur hébergeur ne permet pas de les enregistrer.",
    "save-course.failed": "Le cours n’a pas pu être enregistré. Vérifiez votre connexion et réessayez.",
    "save-course.no-room": "Il n’y a pas assez d’espace sur cet appareil pour enregistrer ce cours.",
    "save-course.offline": "Connectez-vous à Internet pour enregistrer ce cours pour le hors-ligne.",
  },
});
