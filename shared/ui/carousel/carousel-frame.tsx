import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { tc } from "#shared/i18n/common-messages.ts";

/** The carousel's frame without slides: its heading over a loading, empty or error state. */
export function CarouselFrame({ labelledBy, header, children }: { labelledBy: string; header: ReactNode; children: ReactNode }) {
  return (
    <section className="carousel" aria-labelledby={labelledBy} part="carousel">
      <div className="carousel-head">
        <div className="carousel-titles">{header}</div>
      </div>
      {children}
    </section>
  );
}

/** A row of card-shaped placeholders, as many as fit, announced once as loading. */
export function CarouselSkeleton() {
  useSignals();
  return (
    <div className="carousel-skeleton" role="status">
      <span className="lp-visually-hidden">{tc("common.loading")}</span>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="lp-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
