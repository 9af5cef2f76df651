import gliderCss from "glider-js/glider.min.css?inline";
import liteYoutubeCss from "lite-youtube-embed/src/lite-yt-embed.css?inline";
import carouselCss from "./carousel/carousel.css?inline";
import cardCss from "./components/course-card.css?inline";
import catalogueCss from "./course-catalogue.css?inline";
import carouselOwnCss from "./course-carousel.css?inline";
import detailCss from "./course-detail.css?inline";
import enrolCardCss from "./detail/enrol-card.css?inline";
import reviewsCss from "./detail/reviews.css?inline";
import sectionsCss from "./detail/sections.css?inline";
import enrolmentCss from "./enrolment/enrolment.css?inline";
import featuredCss from "./featured-organizations.css?inline";
import profileCss from "./organization-profile.css?inline";

/** The styles each element of the family adopts, composed once. */
export const courseCatalogueCss = `${cardCss}\n${catalogueCss}`;

/** The libraries' own CSS first (carousel, video), then the enrolment parts, then the page. */
export const courseDetailCss = [gliderCss, liteYoutubeCss, enrolmentCss, detailCss, sectionsCss, reviewsCss, enrolCardCss].join("\n");

export const courseCarouselCss = [carouselCss, cardCss, carouselOwnCss].join("\n");

export const featuredOrganizationsCss = [carouselCss, featuredCss].join("\n");

export const organizationProfileCss = profileCss;

export { enrolmentCss };
