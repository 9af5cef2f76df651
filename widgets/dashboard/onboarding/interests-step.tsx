import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Category } from "#shared/api/catalogue.ts";
import { readableError } from "#shared/api/errors.ts";
import { watchSize } from "#shared/browser/watch-size.ts";
import { formatNumber } from "#shared/format/format.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t } from "./onboarding.messages.ts";
import type { StepProps } from "./step.ts";
import type { Loaded } from "./use-categories.ts";

interface InterestsProps extends StepProps {
  categories: Loaded<Category[]>;
  retry: () => void;
}

/** Step 1: fields of interest, grouped by category, at least one. */
export function InterestsStep({ draft, change, categories, retry }: InterestsProps) {
  useSignals();
  const hintId = useId();

  if (categories.status === "loading") return <Skeleton count={4} height={28} />;
  if (categories.status === "error") return <ErrorState message={readableError(categories.error, t("onboarding.interests.load-failed"))} onRetry={retry} />;
  if (categories.data.length === 0)
    return (
      <EmptyState title={t("onboarding.interests.empty")}>
        <button type="button" className="lp-button lp-button-secondary" onClick={retry} part="button">
          {tc("common.retry")}
        </button>
      </EmptyState>
    );

  const chosen = new Set(draft.fields);
  const toggle = (id: number) => change({ fields: chosen.has(id) ? draft.fields.filter((f) => f !== id) : [...draft.fields, id] });
  const count = draft.fields.length;

  return (
    <>
      <p className="ob-hint" id={hintId}>
        {t("onboarding.interests.hint")}
      </p>
      <p className="ob-count" aria-live="polite">
        {t.plural("onboarding.interests.selected", count, { count: formatNumber(count) })}
      </p>
      <CategoryCarousel categories={categories.data} chosen={chosen} toggle={toggle} describedBy={hintId} />
    </>
  );
}

/**
 * The categories side by side, 5, 4, 2 or 1 per view by screen width (CSS), scrolled by swipe,
 * by the arrows, or by moving focus through the checkboxes.
 */
function CategoryCarousel({
  categories,
  chosen,
  toggle,
  describedBy,
}: {
  categories: Category[];
  chosen: Set<number>;
  toggle: (id: number) => void;
  describedBy: string;
}) {
  useSignals();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    return track.current ? watchSize(track.current, measure) : undefined;
  }, [measure, categories]);

  function page(direction: 1 | -1) {
    const el = track.current;
    if (!el) return;
    const calm = matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: calm ? "auto" : "smooth" });
  }

  const fits = edges.start && edges.end;
  return (
    <div className="ob-carousel" role="region" aria-label={t("onboarding.interests.categories")}>
      <button
        type="button"
        className="ob-carousel-arrow ob-carousel-prev"
        hidden={fits}
        disabled={edges.start}
        onClick={() => page(-1)}
        aria-label={t("onboarding.interests.previous")}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="ob-carousel-track" ref={track} onScroll={measure}>
        {categories.map((category) => (
          <li key={category.id} className="ob-category" part="card">
            <fieldset aria-describedby={describedBy}>
              <legend>{category.name}</legend>
              {category.fields.map((field) => (
                <label key={field.id} className="ob-chip">
                  <input type="checkbox" checked={chosen.has(field.id)} onChange={() => toggle(field.id)} />
                  <span>{field.name}</span>
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ob-carousel-arrow ob-carousel-next"
        hidden={fits}
        disabled={edges.end}
        onClick={() => page(1)}
        aria-label={t("onboarding.interests.more")}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
