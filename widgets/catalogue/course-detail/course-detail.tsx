import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import { getCourse } from "#shared/api/catalogue.ts";
import { ApiError, serverMessage } from "#shared/api/errors.ts";
import { href, routeParam } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import enrolConfirmCss from "#shared/payments/enrolment/enrol-confirm-dialog.css?inline";
import paymentCss from "#shared/payments/payment-dialog.css?inline";
import { AfterPaint } from "#shared/ui/after-paint.tsx";
import carouselCss from "#shared/ui/carousel/carousel.css?inline";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import starsCss from "#shared/ui/rating/stars.css?inline";
import reviewDialogCss from "#shared/ui/review/review-dialog.css?inline";
import shareCss from "#shared/ui/share/share-buttons.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { CollapsibleSection } from "./collapsible.tsx";
import type { tag } from "./course-detail.api.ts";
import detailCss from "./course-detail.css?inline";
import { t } from "./course-detail.messages.ts";
import { CourseHeading, CourseMedia } from "./course-hero.tsx";
import { Curriculum } from "./curriculum.tsx";
import enrolCardCss from "./enrol-card.css?inline";
import { BuyBar, EnrolCard } from "./enrol-card.tsx";
import { enrolmentCss } from "./enrolment/index.ts";
import { FaqAccordion } from "./faq.tsx";
import { OrganizationCard } from "./organization-card.tsx";
import reviewsCss from "./reviews.css?inline";
import { ReviewsSection } from "./reviews.tsx";

export { codeDrawnWith } from "./reviews.tsx";

import sectionsCss from "./sections.css?inline";

/**
 * The page's styles: the carousel's own CSS first, then the enrolment parts, then the page. Each
 * element of the family composes its own, so the course page downloads none of the catalogue's,
 * the cards' or the organization page's. The video player's CSS comes with the player
 * (detail/hero-video.tsx), for a course that has a video.
 */
export const styles = [
  fieldsCss,
  dialogCss,
  starsCss,
  figuresCss,
  carouselCss,
  paymentCss,
  enrolConfirmCss,
  reviewDialogCss,
  shareCss,
  enrolmentCss,
  detailCss,
  sectionsCss,
  reviewsCss,
  enrolCardCss,
];

const SECTIONS = [
  ["description", "catalogue.detail.section.description"],
  ["audience", "catalogue.detail.section.audience"],
  ["objectives", "catalogue.detail.section.objectives"],
  ["requirements", "catalogue.detail.section.requirements"],
  ["outline", "catalogue.detail.section.outline"],
] as const;

/**
 * <lp-course-detail>: the public course page. Everything the course holds and who offers it,
 * its reviews, and the ways to enrol. Reloads itself after a review or an enrolment.
 */
export default function CourseDetail({ slug, courseId, container }: RootProps<typeof tag>) {
  useSignals();
  const key = slug?.trim() || (courseId ? String(courseId) : null) || routeParam("course", "slug");
  // A sign-in on this page refreshes the course in place (its enrolment), keeping it on screen.
  const page = useModel(
    () => resource(() => (key ? getCourse(key) : Promise.reject(new ApiError("", 404))), { keepOnNewSession: true, handed: `course:${key}` }),
    [key],
  );
  const state = page.state.value;
  const [reviewsVersion, setReviewsVersion] = useState(0);
  const card = useRef<HTMLElement>(null);
  usePageTitle(state.status === "ready" ? state.data.course.title : null);

  if (state.status === "loading") return <PageSkeleton />;
  if (state.status === "error" && state.error instanceof ApiError && state.error.status === 404)
    return (
      <EmptyState title={t("catalogue.detail.not-found")}>
        <a className="lp-button lp-button-primary" href={href("courses")} part="button">
          {t("catalogue.detail.browse-courses")}
        </a>
      </EmptyState>
    );
  if (state.status === "error")
    return <ErrorState message={t("catalogue.detail.error", { message: serverMessage(state.error) ?? tc("common.unexpected-error") })} onRetry={page.retry} />;

  const { course } = state.data;
  const afterReview = () => {
    page.refresh();
    setReviewsVersion((v) => v + 1);
  };
  // No Suspense boundary of its own: React hydrates each boundary the server drew in a pass of its
  // own, and a press on a part still waiting for that pass would submit its form natively. Parts
  // whose code comes later (the video, the review carousel) hold their own places.
  return (
    // The enrolment card comes right after the heading: in the first screen on a phone, early in
    // the keyboard's order, and in its own column (held in view) on wide screens.
    <article className="cd-page" part="page">
      <CourseHeading course={course} />
      <EnrolCard ref={card} course={course} onEnrolled={page.refresh} />
      <CourseMedia course={course} container={container} />
      {/* The sections (sanitised text, curriculum, reviews) a frame after the heading and the card. */}
      <div className="cd-main">
        <AfterPaint>
          {SECTIONS.map(([field, title]) =>
            course[field]?.trim() ? <CollapsibleSection key={field} id={`cd-${field}`} title={t(title)} html={course[field]!} /> : null,
          )}
          <Curriculum modules={course.curriculum} />
          <OrganizationCard organization={course.organization} instructors={course.instructors} />
          <FaqAccordion faqs={course.faqs} />
          <ReviewsSection course={course} version={reviewsVersion} onReviewed={afterReview} />
        </AfterPaint>
      </div>
      <BuyBar course={course} card={card} />
    </article>
  );
}

/** The page's shape while the course (or the code it needs) is on its way. */
function PageSkeleton() {
  return (
    <div className="cd-page" aria-busy="true">
      <div className="cd-hero">
        <Skeleton count={1} height={28} />
      </div>
      <div className="cd-enrol">
        <Skeleton count={2} height={160} />
      </div>
      <div className="cd-main">
        <Skeleton count={4} height={120} />
      </div>
    </div>
  );
}
