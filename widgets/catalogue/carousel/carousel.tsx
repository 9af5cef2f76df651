import { Children, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { tc } from "../../../shared/i18n/common-messages.ts";
import { perViewFor, type Breakpoint } from "./breakpoints.ts";
import { t } from "./carousel.messages.ts";

/** Popular courses on the dashboard: a new slide every 3 s, each move taking 500 ms. */
export const AUTOPLAY_INTERVAL_MS = 3000;
export const TRANSITION_MS = 500;
/** How long scrolling must stop before a swipe counts as finished. */
const SCROLL_SETTLE_MS = 120;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

interface CarouselProps {
  /** The id of the visible heading that names the carousel. */
  labelledBy: string;
  /** Items per view by the carousel's own width. */
  breakpoints: readonly Breakpoint[];
  /** Advance by one item every 3 s; pauses on hover and focus, never runs with reduced motion. */
  autoplay?: boolean;
  /** The heading and its sub-line, shown beside the controls. */
  header?: ReactNode;
  /** One child per slide; give each a key. */
  children: ReactNode;
}

const ease = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/** Whether the person asked for less motion, kept up to date. */
function useReducedMotion(): boolean {
  const query = () => (typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : null);
  const [reduced, setReduced] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const media = query();
    if (!media) return;
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener?.("change", update);
    return () => media.removeEventListener?.("change", update);
  }, []);
  return reduced;
}

/**
 * A horizontal carousel on native scrolling: a list of slides in a scroll-snapping track (swipe and
 * trackpad work as they do everywhere), previous and next buttons, and the slides outside the view
 * made inert so focus and assistive technology only meet what is shown. The number of items per
 * view follows the carousel's own width, so it fits any container. Moves take 500 ms (instant with
 * reduced motion); autoplay wraps round to the start.
 */
export function Carousel({ labelledBy, breakpoints, autoplay = false, header, children }: CarouselProps) {
  useSignals();
  const region = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const rotation = useRef<HTMLButtonElement>(null);
  const animation = useRef<number | null>(null);
  /** The latest position asked for, ahead of rendering: quick repeated clicks each move one further. */
  const position = useRef(0);
  const trackId = useId();

  const [width, setWidth] = useState(0);
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();

  const slides = Children.toArray(children);
  const total = slides.length;
  const perView = perViewFor(width, breakpoints);
  const maxIndex = Math.max(0, total - perView);
  const index = Math.min(rawIndex, maxIndex);
  const canPlay = autoplay && !reducedMotion && maxIndex > 0;
  const playing = canPlay && !stopped && !hovered && !focused;

  function cancelAnimation() {
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    animation.current = null;
    track.current?.removeAttribute("data-moving");
  }

  /** Scrolls the track so slide `i` is the first one in view. */
  function scrollToSlide(i: number, animate: boolean) {
    const node = track.current;
    if (!node) return;
    cancelAnimation();
    const slide = node.children[i] as HTMLElement | undefined;
    const to = Math.max(0, Math.min(node.scrollWidth - node.clientWidth, slide?.offsetLeft ?? 0));
    const from = node.scrollLeft;
    if (!animate || Math.abs(to - from) < 1 || typeof requestAnimationFrame !== "function") {
      node.scrollLeft = to;
      return;
    }
    // Snapping would fight every intermediate position: it is off while the track moves.
    node.setAttribute("data-moving", "");
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, Math.max(0, (now - start) / TRANSITION_MS));
      node.scrollLeft = from + (to - from) * ease(p);
      if (p < 1) animation.current = requestAnimationFrame(step);
      else {
        animation.current = null;
        node.removeAttribute("data-moving");
      }
    };
    animation.current = requestAnimationFrame(step);
  }

  function move(target: number) {
    const next = Math.max(0, Math.min(maxIndex, target));
    position.current = next;
    setIndex(next);
    scrollToSlide(next, !reducedMotion);
  }

  // The carousel's own width decides how many items show.
  useLayoutEffect(() => {
    const node = region.current;
    if (!node) return;
    const read = (w: number) => {
      if (w > 0) setWidth(Math.round(w));
    };
    read(node.getBoundingClientRect().width);
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) read(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // A new layout keeps the same first item in view, without animation.
  useLayoutEffect(() => {
    position.current = Math.min(position.current, maxIndex);
    if (rawIndex > maxIndex) setIndex(maxIndex);
    scrollToSlide(position.current, false);
  }, [perView, total]);

  // A swipe or a trackpad scroll moves the view: the first item in view becomes the position.
  useEffect(() => {
    const node = track.current;
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (animation.current !== null) return;
      const atEnd = node.scrollLeft >= node.scrollWidth - node.clientWidth - 2;
      let nearest = 0;
      let best = Infinity;
      [...node.children].forEach((child, i) => {
        const distance = Math.abs((child as HTMLElement).offsetLeft - node.scrollLeft);
        if (distance < best) {
          best = distance;
          nearest = i;
        }
      });
      position.current = atEnd && node.scrollLeft > 0 ? maxIndex : Math.min(nearest, maxIndex);
      setIndex(position.current);
    };
    const onScroll = () => {
      if (animation.current !== null) return;
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    node.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      node.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, [maxIndex]);

  // Hovering or focusing the carousel (other than its play/pause button) pauses autoplay.
  useEffect(() => {
    const node = region.current;
    if (!node) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = (e: FocusEvent) => setFocused(e.target !== rotation.current);
    const focusOut = (e: FocusEvent) => {
      const next = e.relatedTarget;
      if (!(next instanceof Node && node.contains(next)) || next === rotation.current) setFocused(false);
    };
    node.addEventListener("mouseenter", enter);
    node.addEventListener("mouseleave", leave);
    node.addEventListener("focusin", focusIn);
    node.addEventListener("focusout", focusOut);
    return () => {
      node.removeEventListener("mouseenter", enter);
      node.removeEventListener("mouseleave", leave);
      node.removeEventListener("focusin", focusIn);
      node.removeEventListener("focusout", focusOut);
    };
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => move(index >= maxIndex ? 0 : index + 1), AUTOPLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, index, maxIndex]);

  useEffect(() => cancelAnimation, []);

  const atStart = index === 0;
  const atEnd = index >= maxIndex;
  return (
    <section ref={region} className="carousel" aria-roledescription={t("catalogue.carousel.roledescription")} aria-labelledby={labelledBy} part="carousel">
      <div className="carousel-head">
        <div className="carousel-titles">{header}</div>
        {maxIndex > 0 && (
          <div className="carousel-controls">
            {canPlay && (
              <button ref={rotation} type="button" className="carousel-button carousel-rotation" onClick={() => setStopped((s) => !s)}>
                <span aria-hidden="true">{stopped ? "▶" : "❚❚"}</span>
                <span className="lp-visually-hidden">{stopped ? t("catalogue.carousel.play") : t("catalogue.carousel.pause")}</span>
              </button>
            )}
            <button
              type="button"
              className="carousel-button carousel-prev"
              aria-controls={trackId}
              aria-disabled={atStart}
              onClick={() => move(position.current - 1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="lp-visually-hidden">{t("catalogue.carousel.previous")}</span>
            </button>
            <button
              type="button"
              className="carousel-button carousel-next"
              aria-controls={trackId}
              aria-disabled={atEnd}
              onClick={() => move(position.current + 1)}
            >
              <span aria-hidden="true">›</span>
              <span className="lp-visually-hidden">{t("catalogue.carousel.next")}</span>
            </button>
          </div>
        )}
      </div>
      <ul ref={track} id={trackId} className="carousel-track" style={{ "--lp-per-view": perView } as CSSProperties}>
        {slides.map((slide, i) => {
          const visible = i >= index && i < index + perView;
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
      <p className="lp-visually-hidden" aria-live={playing ? "off" : "polite"} aria-atomic="true">
        {t("catalogue.carousel.showing", { from: total ? index + 1 : 0, to: Math.min(total, index + perView), total })}
      </p>
    </section>
  );
}

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
