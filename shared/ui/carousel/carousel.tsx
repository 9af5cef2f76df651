import { useSignals } from "@preact/signals-react/runtime";
import type Glider from "glider-js";
import { Children, type CSSProperties, isValidElement, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { watchSize } from "#shared/browser/watch-size.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { type Breakpoint, perViewFor } from "./breakpoints.ts";
import { t } from "./carousel.messages.ts";
import { loadGlider } from "./glider.ts";

/** Popular courses on the dashboard: a new slide every 3 s (unless a carousel says otherwise), each move taking 500 ms. */
const AUTOPLAY_INTERVAL_MS = 3000;
const TRANSITION_MS = 500;
/** How long scrolling must stop before a swipe counts as finished. */
const SCROLL_SETTLE_MS = 120;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

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

/** The width the breakpoints read, kept up to date: the element's own or the window's. */
function useWidth(node: RefObject<HTMLElement | null>, of: "carousel" | "window"): number {
  // The window's width is known before the first render: no second render to learn it.
  const [width, setWidth] = useState(() => (of === "window" ? Math.round(window.innerWidth) : 0));
  useLayoutEffect(() => {
    const read = (w: number) => {
      if (w > 0) setWidth(Math.round(w));
    };
    if (of === "window") {
      const update = () => read(window.innerWidth);
      update();
      window.addEventListener("resize", update);
      return () => window.removeEventListener("resize", update);
    }
    const element = node.current;
    if (!element) return;
    read(element.getBoundingClientRect().width);
    return watchSize(element, read);
  }, [of]);
  return width;
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
  const glider = useRef<Glider | null>(null);
  /** True from a move asked for here until Glider says it arrived: its scrolling is not a swipe. */
  const moving = useRef(false);
  /** The latest position asked for, ahead of rendering: quick repeated clicks each move one further. */
  const position = useRef(0);
  const trackId = useId();

  const width = useWidth(region, widthOf);
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [gliderWanted, setGliderWanted] = useState(false);
  const reducedMotion = useReducedMotion();

  const slides = Children.toArray(children);
  const total = slides.length;
  const perView = perViewFor(width, breakpoints);
  const maxIndex = Math.max(0, total - perView);
  const index = Math.min(rawIndex, maxIndex);
  const canPlay = autoplay && !reducedMotion && maxIndex > 0;
  const playing = canPlay && !stopped && !hovered && !focused;
  const layout = useRef({ perView, maxIndex });
  layout.current = { perView, maxIndex };

  /** Scrolls so slide `i` is the first one in view. */
  function scrollToSlide(i: number, animate: boolean) {
    const node = viewport.current;
    if (!node) return;
    const g = glider.current;
    if (!g) {
      node.scrollTo({ left: (i * node.clientWidth) / layout.current.perView, behavior: animate ? "smooth" : "instant" });
      return;
    }
    // Glider's duration is in milliseconds per pixel: every move takes the same time, however far.
    const distance = Math.abs(node.scrollLeft - i * g.itemWidth);
    g.opt.duration = animate && distance >= 1 ? TRANSITION_MS / distance : 0;
    moving.current = true;
    g.scrollItem(i, false);
  }

  function move(target: number) {
    const next = Math.max(0, Math.min(maxIndex, target));
    position.current = next;
    setIndex(next);
    setGliderWanted(true);
    scrollToSlide(next, !reducedMotion);
  }

  // The reader reaching for the carousel starts Glider before their first move or swipe; listened
  // for from the moment it is drawn (a layout effect: Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    const node = region.current;
    if (!node || gliderWanted) return;
    const want = () => setGliderWanted(true);
    const REACHING = ["pointerenter", "pointerdown", "touchstart", "wheel", "focusin"];
    for (const type of REACHING) node.addEventListener(type, want, { passive: true });
    return () => {
      for (const type of REACHING) node.removeEventListener(type, want);
    };
  }, [gliderWanted]);

  // Glider starts once its code is here, at the current layout and position.
  useEffect(() => {
    if (!gliderWanted) return;
    let live = true;
    loadGlider()
      .then((GliderClass) => {
        const node = viewport.current;
        if (!live || !node) return;
        const g = new GliderClass(node, { skipTrack: true, slidesToShow: layout.current.perView, slidesToScroll: 1, scrollLock: true });
        glider.current = g;
        g.slide = position.current;
        g.refresh(true);
      })
      .catch(() => undefined); // without Glider the viewport still scrolls natively
    return () => {
      live = false;
      // Never destroy(): it replaces the element React owns. Glider's only global hook is resize.
      if (glider.current) window.removeEventListener("resize", glider.current.resize);
      glider.current = null;
    };
  }, [gliderWanted]);

  // A new layout keeps the same first item in view, without animation.
  useLayoutEffect(() => {
    position.current = Math.min(position.current, maxIndex);
    if (rawIndex > maxIndex) setIndex(maxIndex);
    const g = glider.current;
    if (g) {
      g.setOption({ slidesToShow: perView }, true);
      g.slide = position.current;
      g.refresh(true);
    }
    // At the first slide without Glider there is nothing to place, and reading the layout to
    // place it would make the browser lay the page out before it is ready to.
    if (g || position.current > 0) scrollToSlide(position.current, false);
  }, [perView, width, total]);

  // Glider reports the end of each move; a swipe or a trackpad scroll settles on the slide in view.
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arrived = () => {
      moving.current = false;
    };
    const settle = () => {
      if (moving.current) return;
      const { perView: n, maxIndex: last } = layout.current;
      const itemWidth = node.clientWidth / n;
      if (!itemWidth) return;
      const atEnd = node.scrollLeft > 0 && node.scrollLeft >= node.scrollWidth - node.clientWidth - 2;
      position.current = atEnd ? last : Math.min(Math.round(node.scrollLeft / itemWidth), last);
      setIndex(position.current);
    };
    const onScroll = () => {
      if (moving.current) return;
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    node.addEventListener("glider-animated", arrived);
    node.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      node.removeEventListener("glider-animated", arrived);
      node.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, []);

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
    const interval = typeof autoplay === "number" ? autoplay : AUTOPLAY_INTERVAL_MS;
    const timer = setTimeout(() => move(index >= maxIndex ? 0 : index + 1), interval);
    return () => clearTimeout(timer);
  }, [playing, index, maxIndex]);

  // A slide asked for comes into view, then takes the focus once it is no longer inert.
  const revealed = useRef<number | null>(null);
  const focusSlide = useRef<number | null>(null);
  const track = useRef<HTMLUListElement>(null);
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
      {/* A scrollable strip of text must be reachable by the keyboard: it takes the focus itself. */}
      <div
        ref={viewport}
        className="carousel-viewport"
        tabIndex={textOnly ? 0 : undefined}
        role={textOnly ? "group" : undefined}
        aria-labelledby={textOnly ? labelledBy : undefined}
      >
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
      </div>
      {dots && maxIndex > 0 && (
        <div className="carousel-dots">
          {Array.from({ length: maxIndex + 1 }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel-dot"
              aria-controls={trackId}
              aria-current={i === index ? "true" : undefined}
              onClick={() => move(i)}
            >
              <span className="lp-visually-hidden">{t("catalogue.carousel.go-to", { n: i + 1, total: maxIndex + 1 })}</span>
            </button>
          ))}
        </div>
      )}
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
