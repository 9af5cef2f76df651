/**
 * What each page is, for search results and link previews (`<meta name="description">` and Open
 * Graph). In English, the language the pages are served in; the widgets switch what is on screen.
 * A page without its own line (the learner's account) gets the platform's.
 */
export const PLATFORM_DESCRIPTION =
  "Learn online in Cameroon: courses and timed exams from local schools and organizations, paid in XAF by mobile money, with certificates employers can check.";

export const DESCRIPTIONS: Record<string, string> = {
  "/": PLATFORM_DESCRIPTION,
  "/about": "Why we built a learning platform for Cameroon: our mission, our vision and the people and organizations we work with.",
  "/courses": "Browse courses from Cameroonian schools and organizations: filter by category, level and price, free or paid in XAF by mobile money.",
  "/courses/:slug": "A course on the platform: what you will learn, its outline, who teaches it, what learners say, and how to enrol.",
  "/organizations": "Sell and deliver your courses and exams to learners across Cameroon: mobile-money payments, certificates and progress tracking built in.",
  "/organizations/:slug": "An organization on the platform: its courses and exams, what learners say about it, and how to reach it.",
  "/organization/:slug": "An organization on the platform: its courses and exams, what learners say about it, and how to reach it.",
  "/students": "Learn at your pace on your phone: courses and practice exams, certificates on completion, and payment by mobile money.",
  "/blog": "Articles on studying, careers and skills in Cameroon, from the platform's team and its partner organizations.",
  "/blog/:slug": "An article from the platform's blog on studying, careers and skills in Cameroon.",
  "/contact": "Write to the platform's team: questions about courses, payments, certificates or working with us, answered by e-mail or WhatsApp.",
  "/partner-program": "Refer course creators to the platform and earn a commission on their first sales: how the partner program works and how to join.",
  "/coming-soon": "A new part of the platform is on its way: leave your e-mail address to hear when it opens.",
  "/terms-of-service": "The terms that govern the use of the learning platform: accounts, payments and refunds, content, and the law that applies.",
  "/privacy-policy": "How the learning platform collects, uses, shares and protects your personal information, and the rights you have over it.",
  "/widgets": "Show the platform's courses, catalogue, forms and certificate badges on your own site: every widget live, with its embed code.",
  "/certificate/:number": "A certificate issued on the learning platform, checked with the platform when the page is shown.",
  "/signin": "Sign in to your learning platform account to continue your courses and exams.",
  "/signup": "Create your learning platform account: free, in a minute, with your e-mail address or Google.",
  "/forgot-password": "Reset the password of your learning platform account.",
  "/reset-password/:token": "Choose a new password for your learning platform account.",
  "/offline": "This page needs a connection: the learning platform's own page for an address opened with no network.",
};

/** The same, in French, for the pages' French addresses (`?lang=fr`) and French readers. */
export const PLATFORM_DESCRIPTION_FR =
  "Apprenez en ligne au Cameroun : des cours et des examens chronométrés d’écoles et d’organisations locales, payés en XAF par mobile money, avec des certificats vérifiables par les employeurs.";

export const DESCRIPTIONS_FR: Record<string, string> = {
  "/": PLATFORM_DESCRIPTION_FR,
  "/about":
    "Pourquoi nous avons créé une plateforme d’apprentissage pour le Cameroun : notre mission, notre vision, et les personnes et organisations avec qui nous travaillons.",
  "/courses": "Parcourez les cours d’écoles et d’organisations camerounaises : par catégorie, niveau et prix, gratuits ou payés en XAF par mobile money.",
  "/courses/:slug": "Un cours de la plateforme : ce que vous apprendrez, son programme, qui l’enseigne, l’avis des apprenants, et comment vous inscrire.",
  "/organizations":
    "Vendez et dispensez vos cours et examens aux apprenants de tout le Cameroun : paiements par mobile money, certificats et suivi des progrès inclus.",
  "/organizations/:slug": "Une organisation de la plateforme : ses cours et examens, l’avis des apprenants, et comment la joindre.",
  "/organization/:slug": "Une organisation de la plateforme : ses cours et examens, l’avis des apprenants, et comment la joindre.",
  "/students": "Apprenez à votre rythme sur votre téléphone : des cours et des examens blancs, un certificat à la fin, et le paiement par mobile money.",
  "/blog": "Des articles sur les études, les carrières et les compétences au Cameroun, par l’équipe de la plateforme et ses organisations partenaires.",
  "/blog/:slug": "Un article du blog de la plateforme sur les études, les carrières et les compétences au Cameroun.",
  "/contact":
    "Écrivez à l’équipe de la plateforme : vos questions sur les cours, les paiements, les certificats ou un partenariat, avec une réponse par e-mail ou WhatsApp.",
  "/partner-program":
    "Recommandez des créateurs de cours à la plateforme et touchez une commission sur leurs premières ventes : le fonctionnement du programme partenaire et comment y adhérer.",
  "/coming-soon": "Une nouvelle partie de la plateforme arrive bientôt : laissez votre adresse e-mail pour être prévenu de son ouverture.",
  "/terms-of-service": "Les conditions d’utilisation de la plateforme d’apprentissage : comptes, paiements et remboursements, contenus, et droit applicable.",
  "/privacy-policy": "Comment la plateforme d’apprentissage collecte, utilise, partage et protège vos données personnelles, et les droits dont vous disposez.",
  "/widgets":
    "Affichez les cours, le catalogue, les formulaires et les badges de certificat de la plateforme sur votre propre site : chaque widget en direct, avec son code d’intégration.",
  "/certificate/:number": "Un certificat délivré sur la plateforme d’apprentissage, vérifié auprès de la plateforme à l’affichage de la page.",
  "/signin": "Connectez-vous à votre compte de la plateforme d’apprentissage pour reprendre vos cours et examens.",
  "/signup": "Créez votre compte sur la plateforme d’apprentissage : gratuit, en une minute, avec votre adresse e-mail ou Google.",
  "/forgot-password": "Réinitialisez le mot de passe de votre compte de la plateforme d’apprentissage.",
  "/reset-password/:token": "Choisissez un nouveau mot de passe pour votre compte de la plateforme d’apprentissage.",
  "/offline": "Cette page a besoin d’une connexion : la page de la plateforme d’apprentissage pour une adresse ouverte sans réseau.",
};
