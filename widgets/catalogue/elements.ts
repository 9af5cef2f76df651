import carouselCss from "./carousel/carousel.css?inline";
import cardCss from "./components/course-card.css?inline";
import catalogueCss from "./course-catalogue.css?inline";
import carouselOwnCss from "./course-carousel.css?inline";
import featuredCss from "./featured-organizations.css?inline";
import profileCss from "./organization-profile.css?inline";

/** The styles each element of the family adopts, composed once. */
export const courseCatalogueCss = `${cardCss}\n${catalogueCss}`;

// The course page composes its own styles (course-detail.tsx): here they would reach every page of the family.

export const courseCarouselCss = [carouselCss, cardCss, carouselOwnCss].join("\n");

export const featuredOrganizationsCss = [carouselCss, featuredCss].join("\n");

export const organizationProfileCss = profileCss;
