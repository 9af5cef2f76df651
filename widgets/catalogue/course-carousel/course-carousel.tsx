import { useSignals } from "@preact/signals-react/runtime";
import { useId, useMemo } from "react";
import { type CarouselKind, getCourseCarousel } from "#shared/api/catalogue.ts";
import { isUnreachable } from "#shared/api/errors.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { DASHBOARD_BREAKPOINTS, parseBreakpoints } from "#shared/ui/carousel/breakpoints.ts";
import carouselCss from "#shared/ui/carousel/carousel.css?inline";
import { Carousel, CarouselFrame, CarouselSkeleton } from "#shared/ui/carousel/carousel.tsx";
import mediaCardCss from "#shared/ui/media-card.css?inline";
import starsCss from "#shared/ui/rating/stars.css?inline";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import cardCss from "../components/course-card.css?inline";
import { CourseCard, FIRST_SCREEN_CARDS } from "../components/course-card.tsx";
import { useEmptyHost } from "../components/empty-host.ts";
import { t } from "../components/listing.messages.ts";
import type { tag } from "./course-carousel.api.ts";
import courseCarouselOwnCss from "./course-carousel.css?inline";

/** The carousel's own CSS first, then the cards', then the course carousel's. */
export const styles = [starsCss, carouselCss, mediaCardCss, cardCss, courseCarouselOwnCss];

const KINDS: readonly CarouselKind[] = ["popular", "recommended", "trending", "my-learning"];
const isKind = (kind: string | undefined): kind is CarouselKind => KINDS.includes(kind as CarouselKind);

/**
 * <lp-course-carousel kind heading? subheading? autoplay? breakpoints? show-errors?>: one course
 * list as a carousel of course cards. On the home page an error or an empty list shows nothing at
 * all (the element takes no room); Continue Learning (my-learning) says the learner has no course
 * yet and offers the catalogue, and shows its error, as the dashboard does.
 */
export default function CourseCarousel({ container, kind: requested, heading, subheading, autoplay, breakpoints, showErrors, widthOf }: RootProps<typeof tag>) {
  useSignals();
  const kind: CarouselKind = isKind(requested) ? requested : "popular";
  // The public lists come drawn with the page; the learner's own is read in the browser.
  const list = useModel(() => resource(() => getCourseCarousel(kind), kind === "my-learning" ? {} : { handed: `courses:${kind}` }), [kind]);
  const state = list.state.value;
  const retry = list.retry;
  const layout = useMemo(() => parseBreakpoints(breakpoints, DASHBOARD_BREAKPOINTS), [breakpoints]);
  const headingId = useId();

  const learning = kind === "my-learning";
  // Continue Learning is for what is under way: a course finished has nothing left to continue.
  const listed = state.status === "ready" ? state.data.data : [];
  const courses = learning ? listed.filter((c) => c.percentage_completed < 100) : listed;
  // An API that cannot be reached is said in words even where errors are otherwise silent: an
  // embedding site must see why its page shows no courses.
  const silentError = state.status === "error" && !learning && !showErrors && !isUnreachable(state.error);
  const nothing = silentError || (state.status === "ready" && courses.length === 0 && !learning);
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
        {courses.map((course, i) => (
          <CourseCard key={course.id} course={course} eager={i < FIRST_SCREEN_CARDS} />
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
        <EmptyState title={t(listed.length > 0 ? "catalogue.courses.all-done" : "catalogue.courses.empty")}>
          <a className="lp-button lp-button-primary" href={href("courses")} part="button">
            {t("catalogue.courses.browse")}
          </a>
        </EmptyState>
      )}
    </CarouselFrame>
  );
}
