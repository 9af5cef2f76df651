import { defineMessages } from "#shared/i18n/messages.ts";

/**
 * The legal pages' words. A section's body is paragraphs separated by blank lines. The dates and
 * the terms the spec states (13 with parental consent, 18 and older, the law of Cameroon and the
 * courts of Buea, 30 days' notice) are in both languages.
 */
export const t = defineMessages({
  en: {
    "legal.updated": "Last updated: {date}",
    "legal.contents": "Contents",
    "legal.unknown": "This document does not exist.",

    "legal.privacy.title": "Privacy Policy",
    "legal.privacy.intro":
      "This policy explains what personal information the learning platform collects when you use its website and widgets, why, who it is shared with, and the choices and rights you have. It applies to learners, visitors and the people who write to us.",
    "legal.privacy.1.title": "1. Information we collect",
    "legal.privacy.1.body":
      "Information you give us: your name, e-mail address, password (stored only as a secure hash), phone number when you pay or write to us, profile picture, date of birth, gender, and the fields of study you choose.\n\nInformation created as you learn: your enrolments, lesson completions, quiz and exam answers and results, certificates, reviews, points and the time you spend learning.\n\nTechnical information: your browser's language, the pages you open and error reports, kept to run and secure the service. We do not use advertising cookies.",
    "legal.privacy.2.title": "2. How we use your information",
    "legal.privacy.2.body":
      "To create and secure your account; to give you access to the courses and exams you enrol in and keep your progress; to process mobile-money payments with our payment partners; to issue certificates that others can check; to answer your messages; to send you the e-mails the service needs (a sign-up code, a password reset, a payment receipt); and to improve the platform from anonymous usage figures.",
    "legal.privacy.3.title": "3. How we share your information",
    "legal.privacy.3.body":
      "With the organization that runs a course or an exam you take: your name, enrolment, progress and results in that course or exam.\n\nWith payment providers (mobile-money operators): what a payment needs, such as the payer's name, phone number and the amount.\n\nWith anyone who opens a certificate's link: the holder's name, the course, the organization and the date. We never sell your personal information. We disclose it to authorities only when the law of Cameroon requires us to.",
    "legal.privacy.4.title": "4. Your rights",
    "legal.privacy.4.body":
      "You may see, correct or download the information in your account at any time from your profile and settings. You may ask us to delete your account and the information tied to it; certificates already issued and payment records we must keep by law are then kept without your profile. You may object to or ask us to limit a use of your information by writing to us.",
    "legal.privacy.5.title": "5. Security",
    "legal.privacy.5.body":
      "Connections to the platform are encrypted. Passwords are stored as salted hashes, never as text. Access to personal information within our team is limited to the people who need it. No system is perfectly secure: if a breach affects you, we will tell you without undue delay.",
    "legal.privacy.6.title": "6. How long we keep your information",
    "legal.privacy.6.body":
      "We keep your account information while your account is open. Payment records are kept for the period accounting law requires. Messages sent through the contact form are kept for two years. When your account is deleted, your information is erased or made anonymous within 30 days, apart from what the law requires us to keep.",
    "legal.privacy.7.title": "7. Children under 13",
    "legal.privacy.7.body":
      "Children under 13 may use the platform only with the consent of a parent or guardian, who creates or approves the account and may ask us at any time to see or delete the child's information. If we learn that a child under 13 has an account without that consent, we will delete it.",
    "legal.privacy.8.title": "8. International transfers",
    "legal.privacy.8.body":
      "Some of the services we rely on (hosting, e-mail delivery) may store or process information outside Cameroon. When they do, we choose providers that protect it at least as well as this policy does, under written agreements.",
    "legal.privacy.9.title": "9. Changes to this policy",
    "legal.privacy.9.body":
      "We may update this policy as the platform changes. The date at the top of the page says when it last changed; for significant changes we will also tell you by e-mail or on the platform before they take effect.",
    "legal.privacy.10.title": "10. Contact us",
    "legal.privacy.10.body": "For any question about this policy or your information, write to {email} or use the contact page.",

    "legal.terms.title": "Terms of Service",
    "legal.terms.intro":
      "These terms are the agreement between you and the learning platform when you use its website, its widgets on other sites and its services. By creating an account or using the platform, you accept them.",
    "legal.terms.1.title": "1. Definitions",
    "legal.terms.1.body":
      '"Platform" means the learning platform\'s website, widgets and services. "Learner" or "you" means a person who uses the platform. "Organization" means a school, company or other body that offers courses or exams on the platform. "Content" means the courses, lessons, exams, texts, videos and other material on the platform.',
    "legal.terms.2.title": "2. Accounts",
    "legal.terms.2.body":
      "You must be 18 or older to create an account and accept these terms yourself; a younger learner may use the platform only through an account a parent or guardian creates or approves, and that adult accepts these terms for them. Give true information, keep your password to yourself, and tell us at once if you think someone else has used your account. You are responsible for what is done with it.",
    "legal.terms.3.title": "3. Using the platform",
    "legal.terms.3.body":
      "Use the platform for your own learning. Do not share exam questions or answers, take an exam for someone else, use tools to cheat, copy content to publish it elsewhere, disrupt the service or try to reach what you are not allowed to. We may suspend an account that breaks these rules, and an exam result obtained by cheating may be cancelled.",
    "legal.terms.4.title": "4. Intellectual property",
    "legal.terms.4.body":
      "The content belongs to the platform or to the organizations that made it. Enrolling gives you a personal, non-transferable right to use a course or exam for your learning, not a right to copy, sell or share it. The reviews you write remain yours; you allow us to show them on the platform.",
    "legal.terms.5.title": "5. Payments and refunds",
    "legal.terms.5.body":
      "Prices are shown in CFA francs (XAF) and paid by mobile money. Access starts when the payment is confirmed. If you were charged and did not receive access, or were charged twice, we refund the amount once we have checked it with the payment operator. You may ask for a refund of a course within 7 days of paying if you have completed less than 20% of it; exams whose attempt has started are not refunded.",
    "legal.terms.6.title": "6. Links to other sites",
    "legal.terms.6.body":
      "The platform may link to other websites (an organization's site, a video host). We do not control them and are not responsible for their content or their privacy practices.",
    "legal.terms.7.title": "7. Termination",
    "legal.terms.7.body":
      "You may close your account at any time. We may suspend or close an account that breaks these terms, after telling you why when the law allows. Certificates already issued remain checkable unless they were obtained by cheating.",
    "legal.terms.8.title": "8. Disclaimers",
    "legal.terms.8.body":
      "We work to keep the platform available and its content accurate, but we provide it as it is: we do not promise that it will always be available or free of errors, nor that a course will lead to a particular job or qualification.",
    "legal.terms.9.title": "9. Limitation of liability",
    "legal.terms.9.body":
      "To the extent the law allows, the platform is not liable for indirect losses (lost income, lost opportunities) arising from its use, and its total liability to you is limited to the amount you paid for the course or exam concerned in the twelve months before the claim.",
    "legal.terms.10.title": "10. Indemnification",
    "legal.terms.10.body":
      "You agree to compensate the platform for the costs and claims that result from your breaking these terms or the law while using it, including reasonable legal fees.",
    "legal.terms.11.title": "11. Governing law",
    "legal.terms.11.body":
      "These terms are governed by the law of the Republic of Cameroon. Any dispute that cannot be settled amicably will be brought before the competent courts of Buea.",
    "legal.terms.12.title": "12. Changes to these terms",
    "legal.terms.12.body":
      "We may change these terms. For a material change we will give you at least 30 days' notice by e-mail or on the platform before it takes effect; using the platform after that date means you accept the new terms.",
    "legal.terms.13.title": "13. Contact us",
    "legal.terms.13.body": "For any question about these terms, write to {email} or use the contact page.",
  },
  fr: {
    "legal.updated": "Dernière mise à jour : {date}",
    "legal.contents": "Sommaire",
    "legal.unknown": "Ce document n’existe pas.",

    "legal.privacy.title": "Politique de confidentialité",
    "legal.privacy.intro":
      "Cette politique explique quelles informations personnelles la plateforme d’apprentissage recueille lorsque vous utilisez son site et ses widgets, pourquoi, avec qui elles sont partagées, et les choix et droits dont vous disposez. Elle s’applique aux apprenants, aux visiteurs et aux personnes qui nous écrivent.",
    "legal.privacy.1.title": "1. Les informations que nous recueillons",
    "legal.privacy.1.body":
      "Les informations que vous nous donnez : votre nom, votre adresse e-mail, votre mot de passe (conservé uniquement sous forme d’empreinte sécurisée), votre numéro de téléphone lorsque vous payez ou nous écrivez, votre photo de profil, votre date de naissance, votre genre et les domaines d’études que vous choisissez.\n\nLes informations créées au fil de votre apprentissage : vos inscriptions, les leçons terminées, vos réponses et résultats aux quiz et examens, vos certificats, vos avis, vos points et le temps que vous consacrez à apprendre.\n\nLes informations techniques : la langue de votre navigateur, les pages que vous ouvrez et les rapports d’erreur, conservés pour faire fonctionner et sécuriser le service. Nous n’utilisons pas de cookies publicitaires.",
    "legal.privacy.2.title": "2. L’usage que nous en faisons",
    "legal.privacy.2.body":
      "Créer et sécuriser votre compte ; vous donner accès aux cours et examens auxquels vous vous inscrivez et conserver votre progression ; traiter les paiements par mobile money avec nos partenaires de paiement ; délivrer des certificats que d’autres peuvent vérifier ; répondre à vos messages ; vous envoyer les e-mails dont le service a besoin (un code d’inscription, une réinitialisation de mot de passe, un reçu de paiement) ; et améliorer la plateforme à partir de statistiques d’usage anonymes.",
    "legal.privacy.3.title": "3. Avec qui nous les partageons",
    "legal.privacy.3.body":
      "Avec l’organisation qui propose un cours ou un examen que vous suivez : votre nom, votre inscription, votre progression et vos résultats dans ce cours ou cet examen.\n\nAvec les prestataires de paiement (opérateurs de mobile money) : ce dont un paiement a besoin, comme le nom et le numéro de téléphone du payeur et le montant.\n\nAvec toute personne qui ouvre le lien d’un certificat : le nom du titulaire, le cours, l’organisation et la date. Nous ne vendons jamais vos informations personnelles. Nous ne les communiquons aux autorités que lorsque la loi camerounaise nous y oblige.",
    "legal.privacy.4.title": "4. Vos droits",
    "legal.privacy.4.body":
      "Vous pouvez à tout moment consulter, corriger ou télécharger les informations de votre compte depuis votre profil et vos paramètres. Vous pouvez nous demander de supprimer votre compte et les informations qui y sont liées ; les certificats déjà délivrés et les traces de paiement que la loi nous oblige à garder sont alors conservés sans votre profil. Vous pouvez vous opposer à un usage de vos informations ou demander à le limiter en nous écrivant.",
    "legal.privacy.5.title": "5. Sécurité",
    "legal.privacy.5.body":
      "Les connexions à la plateforme sont chiffrées. Les mots de passe sont conservés sous forme d’empreintes salées, jamais en clair. Au sein de notre équipe, l’accès aux informations personnelles est réservé aux personnes qui en ont besoin. Aucun système n’est parfaitement sûr : si une fuite vous concerne, nous vous en informerons dans les meilleurs délais.",
    "legal.privacy.6.title": "6. Durée de conservation",
    "legal.privacy.6.body":
      "Nous conservons les informations de votre compte tant qu’il est ouvert. Les traces de paiement sont conservées pendant la durée exigée par le droit comptable. Les messages envoyés par le formulaire de contact sont conservés deux ans. Lorsque votre compte est supprimé, vos informations sont effacées ou rendues anonymes sous 30 jours, sauf ce que la loi nous oblige à garder.",
    "legal.privacy.7.title": "7. Enfants de moins de 13 ans",
    "legal.privacy.7.body":
      "Les enfants de moins de 13 ans ne peuvent utiliser la plateforme qu’avec le consentement d’un parent ou d’un tuteur, qui crée ou approuve le compte et peut à tout moment nous demander de consulter ou de supprimer les informations de l’enfant. Si nous apprenons qu’un enfant de moins de 13 ans a un compte sans ce consentement, nous le supprimons.",
    "legal.privacy.8.title": "8. Transferts internationaux",
    "legal.privacy.8.body":
      "Certains des services sur lesquels nous nous appuyons (hébergement, envoi d’e-mails) peuvent conserver ou traiter des informations hors du Cameroun. Dans ce cas, nous choisissons des prestataires qui les protègent au moins aussi bien que cette politique, dans le cadre d’accords écrits.",
    "legal.privacy.9.title": "9. Modifications de cette politique",
    "legal.privacy.9.body":
      "Nous pouvons mettre à jour cette politique à mesure que la plateforme évolue. La date en haut de la page indique sa dernière modification ; pour les changements importants, nous vous prévenons aussi par e-mail ou sur la plateforme avant leur entrée en vigueur.",
    "legal.privacy.10.title": "10. Nous contacter",
    "legal.privacy.10.body": "Pour toute question sur cette politique ou sur vos informations, écrivez à {email} ou utilisez la page de contact.",

    "legal.terms.title": "Conditions d’utilisation",
    "legal.terms.intro":
      "Ces conditions forment l’accord entre vous et la plateforme d’apprentissage lorsque vous utilisez son site, ses widgets sur d’autres sites et ses services. En créant un compte ou en utilisant la plateforme, vous les acceptez.",
    "legal.terms.1.title": "1. Définitions",
    "legal.terms.1.body":
      "« Plateforme » désigne le site, les widgets et les services de la plateforme d’apprentissage. « Apprenant » ou « vous » désigne une personne qui utilise la plateforme. « Organisation » désigne une école, une entreprise ou un autre organisme qui propose des cours ou des examens sur la plateforme. « Contenu » désigne les cours, leçons, examens, textes, vidéos et autres supports présents sur la plateforme.",
    "legal.terms.2.title": "2. Comptes",
    "legal.terms.2.body":
      "Vous devez avoir 18 ans ou plus pour créer un compte et accepter vous-même ces conditions ; un apprenant plus jeune ne peut utiliser la plateforme que par un compte qu’un parent ou un tuteur crée ou approuve, cet adulte acceptant ces conditions pour lui. Donnez des informations exactes, gardez votre mot de passe pour vous et prévenez-nous immédiatement si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de ce qui en est fait.",
    "legal.terms.3.title": "3. Utilisation de la plateforme",
    "legal.terms.3.body":
      "Utilisez la plateforme pour votre propre apprentissage. Ne partagez pas les questions ni les réponses des examens, ne passez pas un examen à la place de quelqu’un d’autre, n’utilisez pas d’outils pour tricher, ne copiez pas le contenu pour le publier ailleurs, ne perturbez pas le service et n’essayez pas d’accéder à ce qui ne vous est pas permis. Nous pouvons suspendre un compte qui enfreint ces règles, et un résultat d’examen obtenu par fraude peut être annulé.",
    "legal.terms.4.title": "4. Propriété intellectuelle",
    "legal.terms.4.body":
      "Le contenu appartient à la plateforme ou aux organisations qui l’ont créé. L’inscription vous donne un droit personnel et incessible d’utiliser un cours ou un examen pour votre apprentissage, et non le droit de le copier, de le vendre ou de le partager. Les avis que vous rédigez restent les vôtres ; vous nous autorisez à les afficher sur la plateforme.",
    "legal.terms.5.title": "5. Paiements et remboursements",
    "legal.terms.5.body":
      "Les prix sont indiqués en francs CFA (XAF) et réglés par mobile money. L’accès commence lorsque le paiement est confirmé. Si vous avez été débité sans recevoir l’accès, ou débité deux fois, nous vous remboursons le montant après vérification auprès de l’opérateur de paiement. Vous pouvez demander le remboursement d’un cours dans les 7 jours suivant le paiement si vous en avez suivi moins de 20 % ; les examens dont une tentative a commencé ne sont pas remboursés.",
    "legal.terms.6.title": "6. Liens vers d’autres sites",
    "legal.terms.6.body":
      "La plateforme peut renvoyer vers d’autres sites (le site d’une organisation, un hébergeur de vidéos). Nous ne les contrôlons pas et ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de confidentialité.",
    "legal.terms.7.title": "7. Résiliation",
    "legal.terms.7.body":
      "Vous pouvez fermer votre compte à tout moment. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, après vous en avoir indiqué la raison lorsque la loi le permet. Les certificats déjà délivrés restent vérifiables, sauf s’ils ont été obtenus par fraude.",
    "legal.terms.8.title": "8. Avertissements",
    "legal.terms.8.body":
      "Nous nous efforçons de garder la plateforme disponible et son contenu exact, mais nous la fournissons en l’état : nous ne garantissons ni qu’elle sera toujours disponible ou exempte d’erreurs, ni qu’un cours mènera à un emploi ou à une qualification précise.",
    "legal.terms.9.title": "9. Limitation de responsabilité",
    "legal.terms.9.body":
      "Dans la mesure permise par la loi, la plateforme n’est pas responsable des pertes indirectes (perte de revenus, occasions manquées) liées à son utilisation, et sa responsabilité totale envers vous est limitée au montant que vous avez payé pour le cours ou l’examen concerné au cours des douze mois précédant la réclamation.",
    "legal.terms.10.title": "10. Indemnisation",
    "legal.terms.10.body":
      "Vous acceptez d’indemniser la plateforme des frais et réclamations résultant d’un manquement de votre part à ces conditions ou à la loi lors de son utilisation, y compris des frais d’avocat raisonnables.",
    "legal.terms.11.title": "11. Droit applicable",
    "legal.terms.11.body":
      "Ces conditions sont régies par le droit de la République du Cameroun. Tout litige qui ne peut être réglé à l’amiable sera porté devant les juridictions compétentes de Buea.",
    "legal.terms.12.title": "12. Modification des conditions",
    "legal.terms.12.body":
      "Nous pouvons modifier ces conditions. Pour tout changement important, nous vous prévenons au moins 30 jours à l’avance par e-mail ou sur la plateforme avant son entrée en vigueur ; utiliser la plateforme après cette date vaut acceptation des nouvelles conditions.",
    "legal.terms.13.title": "13. Nous contacter",
    "legal.terms.13.body": "Pour toute question sur ces conditions, écrivez à {email} ou utilisez la page de contact.",
  },
});
