import { useSignals } from "@preact/signals-react/runtime";
import { Children, type CSSProperties, isValidElement, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useDrawnByServer } from "#shared/data/handed.ts";
import { useLowData } from "#shared/ui/use-low-data.ts";
import { type Breakpoint, perViewFor, perViewRule } from "./breakpoints.ts";
import { t } from "./carousel.messages.ts";
import { CarouselControls, CarouselDots } from "./controls.tsx";
import { useReducedMotion, useWidth } from "./layout.ts";
import { useAutoplay } from "./use-autoplay.ts";
import { useGlider } from "./use-glider.ts";

export { CarouselFrame, CarouselSkeleton } from "./carousel-frame.tsx";

interface CarouselProps {
  /** The id of the visible heading that names the carousel. */
  labelledBy: string;
  /** Items per view by width. */
  breakpoints: readonly Breakpoint[];
  /**
   * Whose width the breakpoints read: the carousel's own (default, so it fits any container) or
   * the window's, for a carousel whose layout the spec gives by screen size.
   */
  widthOf?: "carousel" | "window";
  /**
   * Advance by one item every 3 s, or every `autoplay` milliseconds; pauses on hover and focus,
   * never runs with reduced motion.
   */
  autoplay?: boolean | number;
  /** A dot for each position under the slides, which jumps there (the hero sliders, testimonials). */
  dots?: boolean;
  /**
   * The slides hold nothing the keyboard can reach (reviews: text only): the strip itself then
   * takes the focus, so it can be scrolled from the keyboard as well as swiped.
   */
  textOnly?: boolean;
  /** The heading and its sub-line, shown beside the controls. */
  header?: ReactNode;
  /** One child per slide; give each a key. */
  children: ReactNode;
  /**
   * A slide to bring into view and focus (its first link or button) once it exists: the first
   * of the items a Load more added. Each new number is acted on once.
   */
  reveal?: number | null;
}

/**
 * A horizontal carousel on Glider: React renders the slides in Glider's track (skipTrack) and
 * keeps the position; Glider sizes the slides, animates each move (500 ms, instant with reduced
 * motion) and settles a swipe on a slide. Previous and next buttons move one item; the slides
 * outside the view are inert, so focus and assistive technology only meet what is shown.
 * Autoplay wraps round to the start. CSS lays the slides out the same way, so Glider starts only
 * when it is first needed (a move, or the reader reaching for the carousel): a page of carousels
 * nobody touches never loads it nor pays its measuring of every slide, and until it runs the
 * viewport scrolls natively.
 */
export function Carousel({
  labelledBy,
  breakpoints,
  widthOf = "carousel",
  autoplay = false,
  dots = false,
  header,
  children,
  textOnly = false,
  reveal = null,
}: CarouselProps) {
  useSignals();
  const region = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const rotation = useRef<HTMLButtonElement>(null);
  const track = useRef<HTMLUListElement>(null);
  /** The latest position asked for, ahead of rendering: quick repeated clicks each move one further. */
  const position = useRef(0);
  const trackId = useId();

  // Drawn by the server, a carousel lays its slides out by CSS (the server knows no width: media
  // queries for the window's, container queries for its own) and hydrates the same; its width is
  // read just after, before the paint. With no breakpoints one slide shows at any width.
  const byCss = useDrawnByServer() && breakpoints.length > 0;
  const width = useWidth(region, widthOf, !byCss);
  const widthUnknown = byCss && width === 0;
  const [rawIndex, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const slides = Children.toArray(children);
  const total = slides.length;
  const rule = byCss ? perViewRule(breakpoints, widthOf, total) : null;
  const perView = perViewFor(width, breakpoints);
  const maxIndex = Math.max(0, total - perView);
  const index = Math.min(rawIndex, maxIndex);

  const glider = useGlider({ region, viewport, position, perView, maxIndex, layoutKey: `${perView} ${width} ${total}`, onSettled: setIndex });
  function move(target: number) {
    const next = Math.max(0, Math.min(maxIndex, target));
    position.current = next;
    setIndex(next);
    glider.start();
    glider.scrollToSlide(next, !reducedMotion);
  }
  // Nothing turns by itself for a reader who asked for less motion or less data (the next slide's pictures).
  const saving = useLowData();
  const canPlay = Boolean(autoplay) && !reducedMotion && !saving && maxIndex > 0;
  const rotating = useAutoplay(region, rotation, { autoplay, canPlay, step: `${index} ${maxIndex}`, advance: () => move(index >= maxIndex ? 0 : index + 1) });

  // A new layout keeps the same first item in view (useGlider scrolls to it).
  useLayoutEffect(() => {
    if (rawIndex > maxIndex) setIndex(maxIndex);
  }, [perView, width, total]);

  // A slide asked for comes into view, then takes the focus once it is no longer inert.
  const revealed = useRef<number | null>(null);
  const focusSlide = useRef<number | null>(null);
  useEffect(() => {
    if (reveal === null || reveal >= total || revealed.current === reveal) return;
    revealed.current = reveal;
    focusSlide.current = reveal;
    move(Math.min(reveal, maxIndex));
  }, [reveal, total]);
  useEffect(() => {
    const wanted = focusSlide.current;
    const slide = wanted === null ? undefined : (track.current?.children[wanted] as HTMLElement | undefined);
    if (!slide || slide.inert) return;
    focusSlide.current = null;
    slide.querySelector<HTMLElement>("a[href], button")?.focus({ preventScroll: true });
  });

  return (
    <section
      ref={region}
      className="carousel"
      // The rule holds until the width is known; the layout is then the script's.
      data-per-view={widthUnknown ? rule?.key : undefined}
      aria-roledescription={t("catalogue.carousel.roledescription")}
      aria-labelledby={labelledBy}
      part="carousel"
    >
      <div className="carousel-head">
        <div className="carousel-titles">{header}</div>
        {maxIndex > 0 && (
          <CarouselControls
            trackId={trackId}
            atStart={index === 0}
            atEnd={index >= maxIndex}
            onPrevious={() => move(position.current - 1)}
            onNext={() => move(position.current + 1)}
            rotation={canPlay ? { ref: rotation, stopped: rotating.stopped, onToggle: rotating.toggleStopped } : null}
          />
        )}
      </div>
      {/* A scrollable strip of text must be reachable by the keyboard: it takes the focus itself. */}
      <div
        ref={viewport}
        className="carousel-viewport"
        tabIndex={textOnly ? 0 : undefined}
        role={textOnly ? "group" : undefined}
        aria-labelledby={textOnly ? labelledBy : undefined}
      >
        {rule && <style>{rule.css}</style>}
        <ul ref={track} id={trackId} className="carousel-track" style={widthUnknown ? undefined : ({ "--lp-per-view": perView } as CSSProperties)}>
          {slides.map((slide, i) => {
            // Until the width is known, which slides are in view is too: none is held out of reach.
            const visible = widthUnknown || (i >= index && i < index + perView);
            return (
              <li
                key={isValidElement(slide) && slide.key !== null ? slide.key : i}
                className="carousel-slide"
                aria-posinset={i + 1}
                aria-setsize={total}
                inert={!visible}
                data-visible={visible ? "" : undefined}
              >
                {slide}
              </li>
            );
          })}
        </ul>
      </div>
      {dots && maxIndex > 0 && <CarouselDots trackId={trackId} count={maxIndex + 1} current={index} onPick={move} />}
      <p className="lp-visually-hidden" aria-live={rotating.playing ? "off" : "polite"} aria-atomic="true">
        {t("catalogue.carousel.showing", { from: total ? index + 1 : 0, to: Math.min(total, index + perView), total })}
      </p>
    </section>
  );
}
