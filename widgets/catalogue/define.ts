import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as courseCarousel } from "./course-carousel/course-carousel.api.ts";
import { tag as courseCatalogue } from "./course-catalogue/course-catalogue.api.ts";
import { tag as courseDetail } from "./course-detail/course-detail.api.ts";
import { tag as featuredOrganizations } from "./featured-organizations/featured-organizations.api.ts";
import { tag as organizationProfile } from "./organization-profile/organization-profile.api.ts";

/** The catalogue family: what partner sites embed and where learners choose and buy. Each tag's code loads with the first element of its kind on the page. */
defineFamily([
  [courseCatalogue, () => import("./course-catalogue/course-catalogue.tsx")],
  [courseDetail, () => import("./course-detail/course-detail.tsx")],
  [courseCarousel, () => import("./course-carousel/course-carousel.tsx")],
  [featuredOrganizations, () => import("./featured-organizations/featured-organizations.tsx")],
  [organizationProfile, () => import("./organization-profile/organization-profile.tsx")],
]);
