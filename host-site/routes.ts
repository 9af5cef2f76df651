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
  title: string;
  /**
   * site: the public header and footer around the content; auth: a centred card, nothing else;
   * account: the learner's own shell (student header and side menu) instead of the public ones.
   */
  layout: Layout;
  /** The page's content: widget tags (attributes included), in order. */
  body: string;
}

const page = (path: string, title: string, body: string, layout: Layout = "site"): Route => ({
  path,
  file: `${path === "/" ? "index" : path.slice(1).replace(/:(\w+)/g, "_$1_")}.html`,
  title,
  layout,
  body,
});

/** Account pages sit inside the learner's shell (header, side menu, redirect to sign-in). */
const account = (path: string, title: string, body: string) => page(path, title, `<lp-account-shell>${body}</lp-account-shell>`, "account");

export const ROUTES: Route[] = [
  page(
    "/",
    "Home",
    `<lp-home-hero></lp-home-hero>
     <lp-course-carousel kind="popular" breakpoints="1654:4,1200:3,768:2"></lp-course-carousel>
     <lp-featured-organizations id="organizations"></lp-featured-organizations>
     <lp-home-sections></lp-home-sections>`,
  ),
  page("/about", "About us", "<lp-about-page></lp-about-page>"),
  page("/courses", "Courses", "<lp-course-catalogue></lp-course-catalogue>"),
  page("/courses/:slug", "Course", "<lp-course-detail></lp-course-detail>"),
  page("/organizations", "For organizations", "<lp-organizations-page></lp-organizations-page>"),
  page("/organizations/:slug", "Organization", "<lp-organization-profile></lp-organization-profile>"),
  page("/organization/:slug", "Organization", "<lp-organization-profile></lp-organization-profile>"),
  page("/students", "For students", "<lp-students-page></lp-students-page>"),
  page("/blog", "Blog", "<lp-blog-list></lp-blog-list>"),
  page("/blog/:slug", "Blog", "<lp-blog-post></lp-blog-post>"),
  page("/contact", "Contact us", "<lp-contact-form></lp-contact-form>"),
  page("/partner-program", "Partner program", "<lp-partner-page></lp-partner-page>"),
  page("/coming-soon", "Coming soon", "<lp-coming-soon></lp-coming-soon>"),
  page("/terms-of-service", "Terms of Service", '<lp-legal-page document="terms"></lp-legal-page>'),
  page("/privacy-policy", "Privacy Policy", '<lp-legal-page document="privacy"></lp-legal-page>'),
  page("/certificate/:number", "Certificate", "<lp-certificate></lp-certificate>"),

  page("/signin", "Sign in", "<lp-signin></lp-signin>", "auth"),
  page("/signup", "Sign up", "<lp-signup></lp-signup>", "auth"),
  page("/forgot-password", "Forgot password", "<lp-forgot-password></lp-forgot-password>", "auth"),
  page("/reset-password/:token", "Reset password", "<lp-reset-password></lp-reset-password>", "auth"),

  account("/account/dashboard", "Dashboard", "<lp-dashboard></lp-dashboard>"),
  account("/account/courses", "My courses", "<lp-my-courses></lp-my-courses>"),
  account("/account/courses/:slug", "Course", "<lp-course-player></lp-course-player>"),
  account("/account/exams", "Exams", "<lp-exam-list></lp-exam-list>"),
  account("/account/exams/:slug", "Exam", "<lp-exam-detail></lp-exam-detail>"),
  account("/account/payments", "Payments", "<lp-payment-history></lp-payment-history>"),
  account("/account/notifications", "Notifications", "<lp-notification-list></lp-notification-list>"),
  account("/account/profile", "Profile", "<lp-profile></lp-profile>"),
  account("/account/certificates", "My Certificates", "<lp-certificate-list></lp-certificate-list>"),
  account("/account/settings", "Settings", '<lp-settings view="hub"></lp-settings>'),
  account("/account/settings/profile", "Profile settings", '<lp-settings view="profile"></lp-settings>'),
  account("/account/settings/interests", "Interests", '<lp-settings view="interests"></lp-settings>'),
  account("/account/settings/privacy-and-security", "Privacy & Security", '<lp-settings view="privacy"></lp-settings>'),
  account("/account/settings/privacy-and-security/change-password", "Change password", '<lp-settings view="password"></lp-settings>'),
  account("/account/onboarding", "Onboarding", "<lp-onboarding></lp-onboarding>"),
];

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
