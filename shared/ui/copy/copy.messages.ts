import { defineMessages } from "#shared/i18n/messages.ts";

/** Words for text to take away: copying it, and a certificate badge's embed code. */
export const t = defineMessages({
  en: {
    "copy.by-hand": "This browser did not let us copy it. It is selected: copy it with Ctrl+C (⌘+C on a Mac).",
    "copy.badge-code": "Badge embed code",
    "copy.code": "Copy code",
    "copy.badge-code-copied": "Badge code copied to clipboard!",
  },
  fr: {
    "copy.by-hand": "Ce navigateur n’a pas permis de le copier. Le texte est sélectionné : copiez-le avec Ctrl+C (⌘+C sur Mac).",
    "copy.badge-code": "Code d’intégration du badge",
    "copy.code": "Copier le code",
    "copy.badge-code-copied": "Code du badge copié dans le presse-papiers !",
  },
});
