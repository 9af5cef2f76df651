/**
 * The platform's route map: every route of the product, the page it serves and the widget tags
 * that page places. A page only ever names tags; the loader brings their code. Tags whose
 * widgets are not built yet stay undefined and show nothing.
 */
export type Layout = "site" | "auth" | "account";

export interface Route {
  /** Express-style pattern: `:name` matches one path segment. */
  path: string;
  /** The generated page file, relative to the site root. */
  file: string;
  /** The page's own name, in each language; a widget may name it after what it shows. */
  title: { en: string; fr: string };
  /**
   * site: the public header and footer around the content; auth: a centred card, nothing else;
   * account: the learner's own shell (student header and side menu) instead of the public ones.
   */
  layout: Layout;
  /** The page's content: widget tags (attributes included), in order. */
  body: string;
  /** Kept out of search results (the learner's own pages are, by their layout). */
  noindex?: boolean;
}

const page = (path: string, title: Route["title"], body: string, layout: Layout = "site"): Route => ({
  path,
  file: `${path === "/" ? "index" : path.slice(1).replace(/:(\w+)/g, "_$1_")}.html`,
  title,
  layout,
  body,
});

/** Account pages sit inside the learner's shell (header, side menu, redirect to sign-in). */
const account = (path: string, title: Route["title"], body: string) => page(path, title, `<lp-account-shell>${body}</lp-account-shell>`, "account");

export const ROUTES: Route[] = [
  page(
    "/",
    { en: "Home", fr: "Accueil" },
    `<lp-home-hero></lp-home-hero>
     <lp-course-carousel kind="popular" breakpoints="1654:4,1200:3,768:2" width-of="window"></lp-course-carousel>
     <lp-featured-organizations id="organizations" breakpoints="1654:4,1200:3,768:2" width-of="window"></lp-featured-organizations>
     <lp-home-sections></lp-home-sections>
     <lp-faq-list id="faqs"></lp-faq-list>`,
  ),
  page("/about", { en: "About us", fr: "À propos" }, "<lp-about-page></lp-about-page>"),
  page("/courses", { en: "Courses", fr: "Cours" }, "<lp-course-catalogue></lp-course-catalogue>"),
  page("/courses/:slug", { en: "Course", fr: "Cours" }, "<lp-course-detail></lp-course-detail>"),
  page("/organizations", { en: "For organizations", fr: "Pour les organisations" }, "<lp-organizations-page></lp-organizations-page>"),
  page("/organizations/:slug", { en: "Organization", fr: "Organisation" }, "<lp-organization-profile></lp-organization-profile>"),
  page("/organization/:slug", { en: "Organization", fr: "Organisation" }, "<lp-organization-profile></lp-organization-profile>"),
  page("/students", { en: "For students", fr: "Pour les apprenants" }, "<lp-students-page></lp-students-page>"),
  page("/blog", { en: "Blog", fr: "Blog" }, "<lp-blog-list></lp-blog-list>"),
  page("/blog/:slug", { en: "Blog", fr: "Blog" }, "<lp-blog-post></lp-blog-post>"),
  page("/contact", { en: "Contact us", fr: "Contactez-nous" }, "<lp-contact-page></lp-contact-page>"),
  page("/partner-program", { en: "Partner program", fr: "Programme partenaire" }, "<lp-partner-page></lp-partner-page>"),
  page("/coming-soon", { en: "Coming soon", fr: "Bientôt disponible" }, "<lp-coming-soon></lp-coming-soon>"),
  page("/terms-of-service", { en: "Terms of Service", fr: "Conditions d’utilisation" }, '<lp-legal-page document="terms"></lp-legal-page>'),
  page("/privacy-policy", { en: "Privacy Policy", fr: "Politique de confidentialité" }, '<lp-legal-page document="privacy"></lp-legal-page>'),
  page("/widgets", { en: "Widgets", fr: "Widgets" }, "<lp-widget-gallery></lp-widget-gallery>"),
  page("/certificate/:number", { en: "Certificate", fr: "Certificat" }, "<lp-certificate></lp-certificate>"),

  page("/signin", { en: "Sign in", fr: "Connexion" }, "<lp-signin></lp-signin>", "auth"),
  page("/signup", { en: "Sign up", fr: "Inscription" }, "<lp-signup></lp-signup>", "auth"),
  page("/forgot-password", { en: "Forgot password", fr: "Mot de passe oublié" }, "<lp-forgot-password></lp-forgot-password>", "auth"),
  page("/reset-password/:token", { en: "Reset password", fr: "Réinitialiser le mot de passe" }, "<lp-reset-password></lp-reset-password>", "auth"),

  account("/account/dashboard", { en: "Dashboard", fr: "Tableau de bord" }, "<lp-dashboard></lp-dashboard>"),
  account("/account/courses", { en: "My courses", fr: "Mes cours" }, "<lp-my-courses></lp-my-courses>"),
  account("/account/courses/:slug", { en: "Course", fr: "Cours" }, "<lp-course-player></lp-course-player>"),
  account("/account/exams", { en: "Exams", fr: "Examens" }, "<lp-exam-list></lp-exam-list>"),
  account("/account/exams/:slug", { en: "Exam", fr: "Examen" }, "<lp-exam-detail></lp-exam-detail>"),
  account("/account/payments", { en: "Payments", fr: "Paiements" }, "<lp-payment-history></lp-payment-history>"),
  account("/account/notifications", { en: "Notifications", fr: "Notifications" }, "<lp-notification-list></lp-notification-list>"),
  account("/account/profile", { en: "Profile", fr: "Profil" }, "<lp-profile></lp-profile>"),
  account("/account/certificates", { en: "My Certificates", fr: "Mes certificats" }, "<lp-certificate-list></lp-certificate-list>"),
  account("/account/settings", { en: "Settings", fr: "Paramètres" }, '<lp-settings view="hub"></lp-settings>'),
  account("/account/settings/profile", { en: "Profile settings", fr: "Paramètres du profil" }, '<lp-settings view="profile"></lp-settings>'),
  account("/account/settings/interests", { en: "Interests", fr: "Centres d’intérêt" }, '<lp-settings view="interests"></lp-settings>'),
  account(
    "/account/settings/privacy-and-security",
    { en: "Privacy & Security", fr: "Confidentialité et sécurité" },
    '<lp-settings view="privacy"></lp-settings>',
  ),
  account(
    "/account/settings/privacy-and-security/change-password",
    { en: "Change password", fr: "Changer le mot de passe" },
    '<lp-settings view="password"></lp-settings>',
  ),
  account("/account/onboarding", { en: "Onboarding", fr: "Bienvenue" }, "<lp-onboarding></lp-onboarding>"),
  // What the site's service worker shows for an address opened with no network and no copy of its own (host-site/offline).
  { ...page("/offline", { en: "Offline", fr: "Hors ligne" }, "<lp-offline-page></lp-offline-page>", "auth"), noindex: true },
];

/** The page for an address the site does not know: the site's own, in the reader's language, served with 404. */
export const NOT_FOUND: Route = { ...page("/404", { en: "Page not found", fr: "Page introuvable" }, "<lp-not-found></lp-not-found>"), noindex: true };

/** The route a request path belongs to, or null (a 404). */
export function matchRoute(pathname: string): Route | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const parts = clean.split("/");
  return (
    ROUTES.find((r) => {
      const pattern = r.path.split("/");
      return pattern.length === parts.length && pattern.every((seg, i) => (seg.startsWith(":") ? parts[i] !== "" : seg === parts[i]));
    }) ?? null
  );
}
