import { useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { getCourseReviews, type CourseDetail, type Review } from "../../../shared/api/catalogue.ts";
import { ApiError } from "../../../shared/api/errors.ts";
import { tc } from "../../../shared/i18n/common-messages.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../../shared/ui/states.tsx";
import { t } from "../course-detail.messages.ts";
import { ReviewCarousel } from "./review-carousel.tsx";
import { ReviewDialog } from "./review-dialog.tsx";

type State = { phase: "loading" } | { phase: "error"; message: string } | { phase: "ready"; reviews: Review[] };

/**
 * The course's reviews (a carousel, or a line saying there are none yet) and, for an enrolled
 * learner, Leave a Review. `version` changes whenever the reviews should be read again.
 */
export function ReviewsSection({ course, version, onReviewed }: { course: CourseDetail; version: number; onReviewed: () => void }) {
  useSignals();
  const [state, setState] = useState<State>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [writing, setWriting] = useState(false);

  useEffect(() => {
    let live = true;
    getCourseReviews(course.id).then(
      ({ data }) => live && setState({ phase: "ready", reviews: data }),
      (error: unknown) => live && setState({ phase: "error", message: error instanceof ApiError ? error.message : tc("common.unexpected-error") }),
    );
    return () => {
      live = false;
    };
  }, [course.id, version, attempt]);

  return (
    <section className="cd-section cd-reviews" aria-labelledby="cd-reviews-title" part="reviews">
      <div className="cd-reviews-head">
        <h2 id="cd-reviews-title" className="cd-section-title">
          {t("catalogue.detail.reviews")}
        </h2>
        {course.has_enrolled && (
          <Button type="button" variant="secondary" onClick={() => setWriting(true)}>
            {t("catalogue.detail.reviews.leave")}
          </Button>
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
        (state.reviews.length > 0 ? <ReviewCarousel reviews={state.reviews} /> : <EmptyState title={t("catalogue.detail.reviews.empty")} />)}
      {course.has_enrolled && <ReviewDialog open={writing} courseId={course.id} onClose={() => setWriting(false)} onReviewed={onReviewed} />}
    </section>
  );
}
