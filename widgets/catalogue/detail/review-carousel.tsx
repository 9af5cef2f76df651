import { useEffect, useRef } from "react";
import type Glider from "glider-js";
import { useSignals } from "@preact/signals-react/runtime";
import type { Review } from "../../../shared/api/catalogue.ts";
import { StarDisplay } from "../../../shared/ui/stars.tsx";
import { t } from "../course-detail.messages.ts";

/** Reviews per view: 3 from 1654 px, 2 from 1200 px and from 768 px, 1 below (window widths, as Glider reads them). */
export function reviewCarouselOptions(): Glider.Options {
  return {
    slidesToShow: 1,
    slidesToScroll: 1,
    skipTrack: true,
    rewind: false,
    responsive: [
      { breakpoint: 1654, settings: { slidesToShow: 3, slidesToScroll: 1 } },
      { breakpoint: 1200, settings: { slidesToShow: 2, slidesToScroll: 1 } },
      { breakpoint: 768, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    ],
  };
}

let glider: Promise<typeof Glider> | null = null;

/** Glider's code arrives only for a course that has reviews to show. */
export function loadGlider(): Promise<typeof Glider> {
  glider ??= import("glider-js").then(
    (m) => m.default,
    (error: unknown) => {
      glider = null;
      throw error;
    },
  );
  return glider;
}

/**
 * The reviews as a Glider carousel. React owns the track and the slides; Glider only lays them
 * out and scrolls (skipTrack), and is never destroyed from React, which would make it replace
 * React's node. Until its code arrives, the track scrolls natively.
 */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  useSignals();
  const viewport = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const instance = useRef<Glider | null>(null);

  useEffect(() => {
    let live = true;
    loadGlider()
      .then((GliderClass) => {
        if (!live || !viewport.current) return;
        instance.current = new GliderClass(viewport.current, { ...reviewCarouselOptions(), arrows: { prev: prev.current, next: next.current } });
      })
      .catch(() => undefined); // without Glider the reviews still scroll natively
    return () => {
      live = false;
      if (instance.current) window.removeEventListener("resize", instance.current.resize);
      instance.current = null;
    };
  }, []);

  useEffect(() => {
    instance.current?.refresh(true);
  }, [reviews]);

  return (
    <div className="glider-contain cd-carousel" role="region" aria-roledescription="carousel" aria-label={t("catalogue.detail.reviews")}>
      <button ref={prev} type="button" className="glider-prev cd-arrow" aria-label={t("catalogue.detail.reviews.previous")}>
        ‹
      </button>
      <div ref={viewport} className="glider cd-carousel-viewport">
        <ul className="glider-track cd-carousel-track">
          {reviews.map((review, i) => (
            <li key={review.id ?? i} className="cd-review">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
      <button ref={next} type="button" className="glider-next cd-arrow" aria-label={t("catalogue.detail.reviews.next")}>
        ›
      </button>
    </div>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="cd-review-card">
      <StarDisplay rating={review.rating} />
      <blockquote className="cd-review-text">{review.review}</blockquote>
      <figcaption className="cd-review-author">
        {review.user.profile ? (
          <img className="cd-avatar" src={review.user.profile} alt="" width="40" height="40" loading="lazy" decoding="async" />
        ) : (
          <span className="cd-avatar cd-initials" aria-hidden="true">
            {review.user.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span>
          <strong>{review.user.name}</strong>
          {review.since && <span className="cd-review-since">{review.since}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
