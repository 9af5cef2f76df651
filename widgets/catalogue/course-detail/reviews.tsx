import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { type CourseDetail, getCourseReviews, type Review } from "#shared/api/catalogue/catalogue.ts";
import { readableError } from "#shared/api/errors.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { WriteReview } from "#shared/element/review/write-review.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t } from "./course-detail.messages.ts";
import type { ReviewCarousel } from "./review-carousel.tsx";

/** The carousel's code: fetched only for a course that has reviews to show. */
export const reviewCarouselCode = onDemand(() => import("./review-carousel.tsx"));

type State = { phase: "loading" } | { phase: "error"; message: string } | { phase: "ready"; reviews: Review[]; Carousel: typeof ReviewCarousel | null };

/**
 * The course's reviews (a carousel, or a line saying there are none yet) and, for an enrolled
 * learner, Leave a Review. `version` changes whenever the reviews should be read again.
 */
export function ReviewsSection({ course, version, onReviewed }: { course: CourseDetail; version: number; onReviewed: () => void }) {
  useSignals();
  const [state, setState] = useState<State>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // A course that counts reviews fetches the carousel's code along with them, not after.
    const early = course.reviews_count > 0 ? reviewCarouselCode.load() : null;
    early?.catch(() => undefined); // its failure is reported below, once the reviews are in
    const failed = (message: string) => live && setState({ phase: "error", message });
    getCourseReviews(course.id).then(
      ({ data }) => {
        if (data.length === 0) return live && setState({ phase: "ready", reviews: data, Carousel: null });
        (early ?? reviewCarouselCode.load()).then(
          ({ ReviewCarousel }) => live && setState({ phase: "ready", reviews: data, Carousel: ReviewCarousel }),
          () => failed(t("catalogue.detail.reviews.load-failed")),
        );
      },
      (error: unknown) => failed(readableError(error, t("catalogue.detail.reviews.fetch-failed"))),
    );
    return () => {
      live = false;
    };
    // Not the course's count of reviews: a new count comes with the reload that `version` already
    // marks, and reading the reviews again for it would ask twice.
  }, [course.id, version, attempt]);

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
      {state.phase === "loading" && <Skeleton count={2} height={96} />}
      {state.phase === "error" && (
        <ErrorState
          message={state.message}
          onRetry={() => {
            setState({ phase: "loading" });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {state.phase === "ready" &&
        (state.Carousel ? (
          <state.Carousel reviews={state.reviews} labelledBy="cd-reviews-title" />
        ) : (
          <EmptyState title={t("catalogue.detail.reviews.empty")} />
        ))}
    </section>
  );
}
