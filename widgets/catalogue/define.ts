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

/** An element's script properties, typed from the same table that declares its attributes. */
type PropValue<T> = T extends "string" ? string : T extends "number" ? number : T extends "boolean" ? boolean : never;
type WidgetElement<P> = HTMLElement & { -readonly [K in keyof P]?: PropValue<P[K]> };

declare global {
  interface HTMLElementTagNameMap {
    "lp-course-catalogue": WidgetElement<typeof props.courseCatalogueProps>;
    "lp-course-detail": WidgetElement<typeof props.courseDetailProps>;
    "lp-course-carousel": WidgetElement<typeof props.courseCarouselProps>;
    "lp-featured-organizations": WidgetElement<typeof props.featuredOrganizationsProps>;
    "lp-organization-profile": WidgetElement<typeof props.organizationProfileProps>;
  }
}
