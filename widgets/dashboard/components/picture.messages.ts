import { defineMessages } from "#shared/i18n/messages.ts";

/** The picture picker's words, wherever it shows (onboarding, profile settings). */
export const t = defineMessages({
  en: {
    "picture.hint": "Choose a photo, then drag it and zoom until your face fits in the circle.",
    "picture.choose": "Choose a picture",
    "picture.change": "Choose another picture",
    "picture.none": "No picture chosen yet",
    "picture.zoom": "Zoom",
    "picture.zoom-value": "{zoom}×",
    "picture.area": "Picture to crop",
    "picture.area-hint": "Drag the picture, or use the arrow keys, to move it; use + and - to zoom.",
    "picture.alt": "Your new profile picture",
    "picture.preparing": "Preparing the picture…",
    "picture.not-image": "Please choose an image file (JPG, PNG…).",
    "picture.unreadable": "This picture could not be opened. Please choose another one.",
    "picture.editor-failed": "The picture editor could not be loaded. Check your connection and try again.",
  },
  fr: {
    "picture.hint": "Choisissez une photo, puis déplacez-la et zoomez jusqu’à ce que votre visage tienne dans le cercle.",
    "picture.choose": "Choisir une photo",
    "picture.change": "Choisir une autre photo",
    "picture.none": "Aucune photo choisie pour l’instant",
    "picture.zoom": "Niveau de zoom",
    "picture.zoom-value": "{zoom}×",
    "picture.area": "Photo à recadrer",
    "picture.area-hint": "Faites glisser la photo, ou utilisez les flèches du clavier, pour la déplacer ; utilisez + et - pour zoomer.",
    "picture.alt": "Votre nouvelle photo de profil",
    "picture.preparing": "Préparation de la photo…",
    "picture.not-image": "Veuillez choisir un fichier image (JPG, PNG…).",
    "picture.unreadable": "Cette photo n’a pas pu être ouverte. Veuillez en choisir une autre.",
    "picture.editor-failed": "L’éditeur de photo n’a pas pu être chargé. Vérifiez votre connexion et réessayez.",
  },
});
