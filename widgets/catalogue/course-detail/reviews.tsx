import { useSignals } from "@preact/signals-react/runtime";
import { type CourseDetail, getCourseReviews, type Review } from "#shared/api/catalogue.ts";
import { readableError } from "#shared/api/errors.ts";
import type { HandedScope } from "#shared/data/handed.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { WriteReview } from "#shared/ui/review/write-review.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t } from "./course-detail.messages.ts";

/** The carousel's code: fetched only for a course that has reviews to show. */
export const reviewCarouselCode = onDemand(() => import("./review-carousel.tsx"));

/** The carousel's code could not be fetched: the reviews are in, but cannot be shown. */
class CarouselUnavailable extends Error {}

/** The reviews, once the carousel's code to show them is here too (when there are any). */
async function readReviews(course: CourseDetail): Promise<Review[]> {
  // A course that counts reviews fetches the carousel's code along with them, not after.
  const early = course.reviews_count > 0 ? reviewCarouselCode.load() : null;
  early?.catch(() => undefined); // its failure is reported below, once the reviews are in
  const { data } = await getCourseReviews(course.id);
  if (data.length)
    await (early ?? reviewCarouselCode.load()).catch(() => {
      throw new CarouselUnavailable();
    });
  return data;
}

/** The name of the reviews' answer among those the page arrived with (one course per widget). */
const HANDED_REVIEWS = "reviews";

/**
 * The code the server's drawing used beyond the widget's own: the reviews' carousel, where it drew
 * reviews. Brought before the widget takes the drawing over, so its first render is the server's.
 */
export function codeDrawnWith(scope: HandedScope): Promise<unknown> | undefined {
  const reviews = scope.take(HANDED_REVIEWS)?.value;
  return Array.isArray(reviews) && reviews.length ? reviewCarouselCode.load() : undefined;
}

/**
 * The course's reviews (a carousel, or a line saying there are none yet) and, for an enrolled
 * learner, Leave a Review. `version` changes whenever the reviews should be read again.
 */
export function ReviewsSection({ course, version, onReviewed }: { course: CourseDetail; version: number; onReviewed: () => void }) {
  useSignals();
  // Not the course's count of reviews: a new count comes with the reload that `version` already
  // marks, and reading the reviews again for it would ask twice.
  // The server's answer (drawn with the page) is the first read only: a new review reads them anew.
  const reviews = useModel(() => resource(() => readReviews(course), { handed: version === 0 ? HANDED_REVIEWS : undefined }), [course.id, version]);
  const state = reviews.state.value;
  const Carousel = reviewCarouselCode.code?.ReviewCarousel;

  return (
    <section className="cd-section lp-card cd-reviews" aria-labelledby="cd-reviews-title" part="reviews">
      <div className="cd-reviews-head">
        <h2 id="cd-reviews-title" className="cd-section-title">
          {t("catalogue.detail.reviews")}
        </h2>
        {course.has_enrolled && (
          <WriteReview
            courseId={course.id}
            className="cd-review-open"
            label={t("catalogue.detail.reviews.leave")}
            failure={() => t("catalogue.review.load-failed")}
            onReviewed={onReviewed}
          />
        )}
      </div>
      {state.status === "loading" && <Skeleton count={2} height={96} />}
      {state.status === "error" && (
        <ErrorState
          message={
            state.error instanceof CarouselUnavailable
              ? t("catalogue.detail.reviews.load-failed")
              : readableError(state.error, t("catalogue.detail.reviews.fetch-failed"))
          }
          onRetry={reviews.retry}
        />
      )}
      {state.status === "ready" &&
        (state.data.length === 0 ? (
          <EmptyState title={t("catalogue.detail.reviews.empty")} />
        ) : Carousel ? (
          <Carousel reviews={state.data} labelledBy="cd-reviews-title" />
        ) : (
          // Handed reviews whose carousel's code did not come before the take-over.
          <ErrorState message={t("catalogue.detail.reviews.load-failed")} onRetry={reviews.retry} />
        ))}
    </section>
  );
}
