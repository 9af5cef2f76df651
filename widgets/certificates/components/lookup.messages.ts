import { defineMessages } from "#shared/i18n/messages.ts";

/** What the page and the badge say of a certificate number they checked. */
export const t = defineMessages({
  en: {
    "certificates.checking": "Checking this certificate with the platform…",
    "certificates.missing": "This certificate number does not exist",
    "certificates.missing-hint": "Check the number against the one on the certificate: no certificate with the number {number} was issued on this platform.",
    "certificates.unreachable":
      "The platform could not be reached to check this certificate. Nothing is wrong with the certificate itself: try again in a moment.",
    "certificates.unreadable": "The platform's answer could not be read, so this certificate could not be checked. Try again in a moment.",
    "certificates.verified": "Verified",
    "certificates.unsupported":
      "This platform cannot check certificates from here. That says nothing against this certificate: ask its holder to show it from their account.",
  },
  fr: {
    "certificates.checking": "Vérification de ce certificat auprès de la plateforme…",
    "certificates.missing": "Ce numéro de certificat n’existe pas",
    "certificates.missing-hint":
      "Comparez le numéro à celui qui figure sur le certificat : aucun certificat portant le numéro {number} n’a été délivré sur cette plateforme.",
    "certificates.unreachable":
      "La plateforme n’a pas pu être jointe pour vérifier ce certificat. Le certificat lui-même n’est pas en cause : réessayez dans un instant.",
    "certificates.unreadable": "La réponse de la plateforme n’a pas pu être lue ; ce certificat n’a donc pas pu être vérifié. Réessayez dans un instant.",
    "certificates.verified": "Vérifié",
    "certificates.unsupported":
      "Cette plateforme ne permet pas de vérifier les certificats depuis cette page. Cela ne dit rien contre ce certificat : demandez à son titulaire de le montrer depuis son compte.",
  },
});
