import { useSignals } from "@preact/signals-react/runtime";
import type { Review } from "#shared/api/catalogue.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import type { Breakpoint } from "#shared/ui/carousel/breakpoints.ts";
import { Carousel } from "#shared/ui/carousel/carousel.tsx";
import { StarDisplay } from "#shared/ui/rating/stars.tsx";
import { Since } from "#shared/ui/since.tsx";

/** Reviews per view by the window's width: 3 from 1654 px, 2 from 768 px, 1 below. */
const REVIEW_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 1654, perView: 3 },
  { minWidth: 1200, perView: 2 },
  { minWidth: 768, perView: 2 },
];

/** The course's reviews as a carousel, named by the section's heading. */
export function ReviewCarousel({ reviews, labelledBy }: { reviews: Review[]; labelledBy: string }) {
  return (
    <Carousel labelledBy={labelledBy} breakpoints={REVIEW_BREAKPOINTS} widthOf="window" textOnly>
      {reviews.map((review, i) => (
        <ReviewCard key={review.id ?? i} review={review} />
      ))}
    </Carousel>
  );
}

function ReviewCard({ review }: { review: Review }) {
  useSignals();
  return (
    <figure className="cd-review-card">
      <StarDisplay rating={review.rating} />
      <blockquote className="cd-review-text">{review.review}</blockquote>
      <figcaption className="cd-review-author">
        <Avatar src={review.user.profile} person={review.user} size={40} />
        <span>
          <strong>{review.user.name}</strong>
          <Since at={review.created_at} words={review.since} className="cd-review-since" />
        </span>
      </figcaption>
    </figure>
  );
}
