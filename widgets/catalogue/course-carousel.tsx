import { useId, useMemo } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { getCourseCarousel, type CarouselKind } from "../../shared/api/catalogue.ts";
import { token } from "../../shared/auth/token.ts";
import { href } from "../../shared/config/runtime.ts";
import type { WidgetProps } from "../../shared/element/define-widget.tsx";
import { EmptyState, ErrorState } from "../../shared/ui/states.tsx";
import { DASHBOARD_BREAKPOINTS, parseBreakpoints } from "./carousel/breakpoints.ts";
import { t } from "./carousel/carousel.messages.ts";
import { Carousel, CarouselFrame, CarouselSkeleton } from "./carousel/carousel.tsx";
import { useLoad } from "../../shared/ui/use-load.ts";
import { useEmptyHost } from "./carousel/empty-host.ts";
import { CourseCard } from "./components/course-card.tsx";
import carouselCss from "./carousel/carousel.css?inline";
import cardCss from "./components/course-card.css?inline";
import courseCarouselOwnCss from "./course-carousel.css?inline";

/** The carousel's own CSS first, then the cards', then the course carousel's. */
export const courseCarouselCss = [carouselCss, cardCss, courseCarouselOwnCss].join("\n");
export { courseCarouselProps } from "./element-props.ts";

export interface CourseCarouselProps extends WidgetProps {
  /** Which list: popular (default), recommended, trending or my-learning. */
  kind?: string;
  /** Replaces the kind's title. */
  heading?: string;
  /** Replaces the kind's sub-line. */
  subheading?: string;
  /** A new course every 3 s (the dashboard's Popular Courses). */
  autoplay?: boolean;
  /** Items per view by width, "1654:4,1200:3,768:2"; default 4/3/2/1 at 1440/1024/464. */
  breakpoints?: string;
  /** Show 'Failed to load courses…' on error instead of nothing (the dashboard's behaviour). */
  showErrors?: boolean;
  /** Whose width the breakpoints read: "carousel" (default, its own) or "window". */
  widthOf?: string;
}

const KINDS: readonly CarouselKind[] = ["popular", "recommended", "trending", "my-learning"];
const isKind = (kind: string | undefined): kind is CarouselKind => KINDS.includes(kind as CarouselKind);

/**
 * <lp-course-carousel kind heading? subheading? autoplay? breakpoints? show-errors?>: one course
 * list as a carousel of course cards. On the home page an error or an empty list shows nothing at
 * all (the element takes no room); Continue Learning (my-learning) says the learner has no course
 * yet and offers the catalogue, and shows its error, as the dashboard does.
 */
export function CourseCarousel({ container, kind: requested, heading, subheading, autoplay, breakpoints, showErrors, widthOf }: CourseCarouselProps) {
  useSignals();
  const kind: CarouselKind = isKind(requested) ? requested : "popular";
  const bearer = token.value;
  // Recommended and Continue Learning depend on who is signed in: a new session loads again.
  const [state, retry] = useLoad(() => getCourseCarousel(kind), [kind, bearer]);
  const layout = useMemo(() => parseBreakpoints(breakpoints, DASHBOARD_BREAKPOINTS), [breakpoints]);
  const headingId = useId();

  const learning = kind === "my-learning";
  const courses = state.status === "ready" ? state.data.data : [];
  const nothing =
    (state.status === "error" && !learning && !showErrors) || (state.status === "ready" && courses.length === 0 && !learning);
  useEmptyHost(container, nothing);
  if (nothing) return null;

  const header = (
    <>
      <h2 id={headingId} className="carousel-title">
        {heading ?? t(`catalogue.courses.${kind}.title`)}
      </h2>
      <p className="carousel-subtitle">{subheading ?? t(`catalogue.courses.${kind}.subtitle`)}</p>
    </>
  );

  if (state.status === "ready" && courses.length > 0)
    return (
      <Carousel labelledBy={headingId} header={header} breakpoints={layout} widthOf={widthOf === "window" ? "window" : "carousel"} autoplay={autoplay}>
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </Carousel>
    );

  return (
    <CarouselFrame labelledBy={headingId} header={header}>
      {state.status === "loading" ? (
        <CarouselSkeleton />
      ) : state.status === "error" ? (
        <ErrorState message={t("catalogue.courses.failed")} onRetry={retry} />
      ) : (
        <EmptyState title={t("catalogue.courses.empty")}>
          <a className="lp-button lp-button-primary" href={href("courses")} part="button">
            {t("catalogue.courses.browse")}
          </a>
        </EmptyState>
      )}
    </CarouselFrame>
  );
}
