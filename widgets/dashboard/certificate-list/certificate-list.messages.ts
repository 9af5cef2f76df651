import { defineMessages } from "#shared/i18n/messages.ts";

/** My Certificates' words. English is the spec's wording; French is complete. */
export const t = defineMessages({
  en: {
    "certificate-list.title": "My Certificates",
    "certificate-list.course": "Course:",
    "certificate-list.issued": "Issued on {issued_at} ({since})",
    "certificate-list.issued-on": "Issued on {issued_at}",
    "certificate-list.view": "View Certificate",
    "certificate-list.new-tab": "(opens in a new tab)",
    "certificate-list.share": "Share",
    "certificate-list.copied": "Certificate link copied to clipboard!",
    "certificate-list.copy-yourself": "This browser did not let us copy the link. It is selected below: copy it with Ctrl+C (⌘+C on a Mac).",
    "certificate-list.link": "Certificate link",
    "certificate-list.load-failed": "Error fetching certificates",
    "certificate-list.none-found": "No certificates found.",
    "certificate-list.empty": "No certificates yet",
    "certificate-list.empty-hint": "Complete courses to earn your first certificate",
    "certificate-list.badge": "Badge for your website",
    "certificate-list.badge-hint":
      "Paste one of these codes into your site, blog, forum profile or e-mail signature to show a badge that links to this certificate.",
  },
  fr: {
    "certificate-list.title": "Mes certificats",
    "certificate-list.course": "Cours :",
    "certificate-list.issued": "Délivré le {issued_at} ({since})",
    "certificate-list.issued-on": "Délivré le {issued_at}",
    "certificate-list.view": "Voir le certificat",
    "certificate-list.new-tab": "(s’ouvre dans un nouvel onglet)",
    "certificate-list.share": "Partager",
    "certificate-list.copied": "Lien du certificat copié dans le presse-papiers !",
    "certificate-list.copy-yourself": "Ce navigateur n’a pas permis de copier le lien. Il est sélectionné ci-dessous : copiez-le avec Ctrl+C (⌘+C sur Mac).",
    "certificate-list.link": "Lien du certificat",
    "certificate-list.load-failed": "Erreur lors de la récupération des certificats",
    "certificate-list.none-found": "Aucun certificat trouvé.",
    "certificate-list.empty": "Pas encore de certificat",
    "certificate-list.empty-hint": "Terminez des cours pour obtenir votre premier certificat",
    "certificate-list.badge": "Badge pour votre site",
    "certificate-list.badge-hint":
      "Collez l’un de ces codes dans votre site, votre blog, votre profil de forum ou votre signature de courriel pour afficher un badge qui renvoie à ce certificat.",
  },
});
