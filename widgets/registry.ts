/**
 * Which family chunk defines each tag. The loader imports only this; the documentation of each
 * tag lives in docs.ts, checked against this list when the manifest is built.
 */
export const TAG_FAMILIES = {
  "lp-signin": "auth",
  "lp-signup": "auth",
  "lp-forgot-password": "auth",
  "lp-reset-password": "auth",
  "lp-site-header": "site",
  "lp-site-footer": "site",
  "lp-account-shell": "dashboard",
  "lp-dashboard": "dashboard",
  "lp-my-courses": "dashboard",
  "lp-notification-list": "dashboard",
  "lp-payment-history": "dashboard",
  "lp-certificate-list": "dashboard",
  "lp-profile": "dashboard",
  "lp-settings": "dashboard",
  "lp-onboarding": "dashboard",
  "lp-course-catalogue": "catalogue",
  "lp-course-detail": "catalogue",
  "lp-course-carousel": "catalogue",
  "lp-featured-organizations": "catalogue",
  "lp-organization-profile": "catalogue",
} as const;

export type Family = (typeof TAG_FAMILIES)[keyof typeof TAG_FAMILIES];
export type Tag = keyof typeof TAG_FAMILIES;
