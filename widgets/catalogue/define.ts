import { defineWidget } from "../../shared/element/define-widget.tsx";
import { lazyWidget } from "../../shared/element/lazy-widget.tsx";
import { startPage } from "../../shared/element/start-page.ts";
import * as props from "./element-props.ts";

/**
 * The catalogue family: what partner sites embed and where learners choose and buy.
 * Each element's code and styles load with the first element of its kind on the page, so a page
 * with only a catalogue never downloads the course page, its video player or its payment flow.
 */
const CourseCatalogue = lazyWidget(() => import("./course-catalogue.tsx").then((m) => ({ component: m.CourseCatalogue, css: m.courseCatalogueCss })));
const CourseDetail = lazyWidget(() => import("./course-detail.tsx").then((m) => ({ component: m.CourseDetail, css: m.courseDetailCss })));
const CourseCarousel = lazyWidget(() => import("./course-carousel.tsx").then((m) => ({ component: m.CourseCarousel, css: m.courseCarouselCss })));
const FeaturedOrganizations = lazyWidget(() => import("./featured-organizations.tsx").then((m) => ({ component: m.FeaturedOrganizations, css: m.featuredOrganizationsCss })));
const OrganizationProfile = lazyWidget(() => import("./organization-profile.tsx").then((m) => ({ component: m.OrganizationProfile, css: m.organizationProfileCss })));

startPage();
defineWidget("lp-course-catalogue", CourseCatalogue, { props: props.courseCatalogueProps });
defineWidget("lp-course-detail", CourseDetail, { props: props.courseDetailProps });
defineWidget("lp-course-carousel", CourseCarousel, { props: props.courseCarouselProps });
defineWidget("lp-featured-organizations", FeaturedOrganizations, { props: props.featuredOrganizationsProps });
defineWidget("lp-organization-profile", OrganizationProfile, { props: props.organizationProfileProps });

declare global {
  interface HTMLElementTagNameMap {
    "lp-course-catalogue": HTMLElement & { organizationId?: string; syncUrl?: boolean };
    "lp-course-detail": HTMLElement & { slug?: string; courseId?: number };
    "lp-course-carousel": HTMLElement & { kind?: string; heading?: string; subheading?: string; autoplay?: boolean; breakpoints?: string; widthOf?: string };
    "lp-featured-organizations": HTMLElement;
    "lp-organization-profile": HTMLElement & { slug?: string };
  }
}
