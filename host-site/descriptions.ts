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
};
