import { defineMessages } from "#shared/i18n/messages.ts";

/** Words for text to take away: copying it, and a certificate badge's embed codes. */
export const t = defineMessages({
  en: {
    "copy.by-hand": "This browser did not let us copy it. It is selected: copy it with Ctrl+C (⌘+C on a Mac).",
    "copy.badge-code": "Badge embed code",
    "copy.code": "Copy code",
    "copy.badge-code-copied": "Badge code copied to clipboard!",
    // The three ways to show a certificate elsewhere, each a heading that opens its code, with a note saying where it fits.
    "copy.badge-live": "Live badge",
    "copy.badge-live-note": "For a site or blog that runs scripts: the live badge checks with the platform each time it is shown.",
    "copy.badge-image": "Image with a link",
    "copy.badge-image-note": "For places without scripts (hosted blogs, forums): an image that links to the certificate's page.",
    "copy.badge-email": "E-mail signature",
    "copy.badge-email-note": "For an e-mail signature: the PNG image.",
    // The label of the field holding the HTML of the image and its link.
    "copy.badge-image-code": "Image code",
    "copy.badge-email-code": "E-mail signature code",
    "copy.image-code": "Copy image code",
    "copy.email-code": "Copy signature code",
    "copy.badge-image-copied": "Image code copied to clipboard!",
    "copy.badge-email-copied": "Signature code copied to clipboard!",
    // The image's text alternative, written into the code the learner copies: what a reader hears or sees when the image is not shown.
    "copy.badge-image-alt": "{holder}: {course}, certificate verified by {platform}",
    // The same, when the holder's name is not known to the page.
    "copy.badge-image-alt-course": "{course}: certificate verified by {platform}",
  },
  fr: {
    "copy.by-hand": "Ce navigateur n’a pas permis de le copier. Le texte est sélectionné : copiez-le avec Ctrl+C (⌘+C sur Mac).",
    "copy.badge-code": "Code d’intégration du badge",
    "copy.code": "Copier le code",
    "copy.badge-code-copied": "Code du badge copié dans le presse-papiers !",
    "copy.badge-live": "Badge dynamique",
    "copy.badge-live-note":
      "Pour un site ou un blog qui accepte les scripts : le badge dynamique vérifie le certificat auprès de la plateforme à chaque affichage.",
    "copy.badge-image": "Image avec un lien",
    "copy.badge-image-note": "Pour les endroits sans scripts (blogs hébergés, forums) : une image qui renvoie à la page du certificat.",
    "copy.badge-email": "Signature de courriel",
    "copy.badge-email-note": "Pour une signature de courriel : l’image au format PNG.",
    "copy.badge-image-code": "Code de l’image",
    "copy.badge-email-code": "Code pour la signature de courriel",
    "copy.image-code": "Copier le code de l’image",
    "copy.email-code": "Copier le code de la signature",
    "copy.badge-image-copied": "Code de l’image copié dans le presse-papiers !",
    "copy.badge-email-copied": "Code de la signature copié dans le presse-papiers !",
    "copy.badge-image-alt": "{holder} : {course}, certificat vérifié par {platform}",
    "copy.badge-image-alt-course": "{course} : certificat vérifié par {platform}",
  },
});
