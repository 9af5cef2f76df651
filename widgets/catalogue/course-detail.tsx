import { Suspense, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { token } from "../../shared/auth/token.ts";
import type { WidgetProps } from "../../shared/element/define-widget.tsx";
import { tc } from "../../shared/i18n/common-messages.ts";
import { EmptyState, ErrorState, Skeleton } from "../../shared/ui/states.tsx";
import carouselCss from "./carousel/carousel.css?inline";
import detailCss from "./course-detail.css?inline";
import { t } from "./course-detail.messages.ts";
import { CollapsibleSection } from "./detail/collapsible.tsx";
import { CourseHero } from "./detail/course-hero.tsx";
import { Curriculum } from "./detail/curriculum.tsx";
import enrolCardCss from "./detail/enrol-card.css?inline";
import { EnrolCard } from "./detail/enrol-card.tsx";
import { FaqAccordion } from "./detail/faq.tsx";
import { OrganizationCard } from "./detail/organization-card.tsx";
import reviewsCss from "./detail/reviews.css?inline";
import { ReviewsSection } from "./detail/reviews.tsx";
import { pageCourseSlug } from "./detail/route.ts";
import sectionsCss from "./detail/sections.css?inline";
import { useCourse } from "./detail/use-course.ts";
import { enrolmentCss } from "./enrolment/index.ts";

/**
 * The page's styles: the carousel's own CSS first, then the enrolment parts, then the page. Each
 * element of the family composes its own, so the course page downloads none of the catalogue's,
 * the cards' or the organization page's. The video player's CSS comes with the player
 * (detail/hero-video.tsx), for a course that has a video.
 */
export const courseDetailCss = [carouselCss, enrolmentCss, detailCss, sectionsCss, reviewsCss, enrolCardCss].join("\n");

export interface CourseDetailProps extends WidgetProps {
  /** The course's slug; read from the page's path (/courses/{slug}) when absent. */
  slug?: string;
  /** The course's id, used only when there is no slug. */
  courseId?: number;
}

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
export function CourseDetail({ slug, courseId, container }: CourseDetailProps) {
  useSignals();
  const key = slug?.trim() || (courseId ? String(courseId) : null) || pageCourseSlug();
  const { state, reload } = useCourse(key, token.value);
  const [reviewsVersion, setReviewsVersion] = useState(0);

  if (state.phase === "loading") return <PageSkeleton />;
  if (state.phase === "missing") return <EmptyState title={t("catalogue.detail.not-found")} />;
  if (state.phase === "error")
    return <ErrorState message={t("catalogue.detail.error", { message: state.message ?? tc("common.unexpected-error") })} onRetry={() => reload(false)} />;

  const { course } = state;
  const afterReview = () => {
    reload(true);
    setReviewsVersion((v) => v + 1);
  };
  return (
    // Parts whose code comes later (the video, the review carousel) hold their own places: this is a last resort.
    <Suspense fallback={<PageSkeleton />}>
      <article className="cd-page" part="page">
        <CourseHero course={course} container={container} />
        <div className="cd-layout">
          <div className="cd-main">
            {SECTIONS.map(([field, title]) =>
              course[field]?.trim() ? <CollapsibleSection key={field} id={`cd-${field}`} title={t(title)} html={course[field]!} /> : null,
            )}
            <Curriculum modules={course.curriculum} />
            <OrganizationCard organization={course.organization} instructors={course.instructors} />
            <FaqAccordion faqs={course.faqs} />
            <ReviewsSection course={course} version={reviewsVersion} onReviewed={afterReview} />
          </div>
          <EnrolCard course={course} onEnrolled={() => reload(true)} />
        </div>
      </article>
    </Suspense>
  );
}

/** The page's shape while the course (or the code it needs) is on its way. */
function PageSkeleton() {
  return (
    <div className="cd-page" aria-busy="true">
      <Skeleton count={1} height={28} />
      <div className="cd-layout">
        <Skeleton count={4} height={120} />
        <Skeleton count={2} height={160} />
      </div>
    </div>
  );
}
