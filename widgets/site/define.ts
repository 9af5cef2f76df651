import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as aboutPage } from "./about-page/about-page.api.ts";
import { tag as blogList } from "./blog-list/blog-list.api.ts";
import { tag as blogPost } from "./blog-post/blog-post.api.ts";
import { tag as comingSoon } from "./coming-soon/coming-soon.api.ts";
import { tag as contactForm } from "./contact-form/contact-form.api.ts";
import { tag as contactPage } from "./contact-page/contact-page.api.ts";
import { tag as faqList } from "./faq-list/faq-list.api.ts";
import { tag as homeHero } from "./home-hero/home-hero.api.ts";
import { tag as homeSections } from "./home-sections/home-sections.api.ts";
import { tag as legalPage } from "./legal-page/legal-page.api.ts";
import { tag as notFound } from "./not-found/not-found.api.ts";
import { tag as offlinePage } from "./offline-page/offline-page.api.ts";
import { tag as organizationsPage } from "./organizations-page/organizations-page.api.ts";
import { tag as partnerForm } from "./partner-form/partner-form.api.ts";
import { tag as partnerPage } from "./partner-page/partner-page.api.ts";
import { tag as siteFooter } from "./site-footer/site-footer.api.ts";
import { tag as siteHeader } from "./site-header/site-header.api.ts";
import { tag as studentsPage } from "./students-page/students-page.api.ts";
import { tag as widgetGallery } from "./widget-gallery/widget-gallery.api.ts";

/**
 * The site family: the platform's header and footer and its public forms, for the host site and
 * partner pages alike. Each tag's code loads with the first element of its kind on the page.
 */
defineFamily([
  [siteHeader, () => import("./site-header/site-header.tsx")],
  [siteFooter, () => import("./site-footer/site-footer.tsx")],
  [contactForm, () => import("./contact-form/contact-form.tsx")],
  [contactPage, () => import("./contact-page/contact-page.tsx")],
  [partnerForm, () => import("./partner-form/partner-form.tsx")],
  [legalPage, () => import("./legal-page/legal-page.tsx")],
  [faqList, () => import("./faq-list/faq-list.tsx")],
  [aboutPage, () => import("./about-page/about-page.tsx")],
  [homeHero, () => import("./home-hero/home-hero.tsx")],
  [homeSections, () => import("./home-sections/home-sections.tsx")],
  [studentsPage, () => import("./students-page/students-page.tsx")],
  [organizationsPage, () => import("./organizations-page/organizations-page.tsx")],
  [partnerPage, () => import("./partner-page/partner-page.tsx")],
  [comingSoon, () => import("./coming-soon/coming-soon.tsx")],
  [blogList, () => import("./blog-list/blog-list.tsx")],
  [blogPost, () => import("./blog-post/blog-post.tsx")],
  [widgetGallery, () => import("./widget-gallery/widget-gallery.tsx")],
  [notFound, () => import("./not-found/not-found.tsx")],
  [offlinePage, () => import("./offline-page/offline-page.tsx")],
]);
