import type Glider from "glider-js";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadGlider } from "./glider.ts";

/** Each move takes 500 ms, however far. */
const TRANSITION_MS = 500;
/** The longest a move without Glider takes (the browser's smooth scroll). */
const MOVE_LIMIT_MS = 1500;
/** How long scrolling must stop before a swipe counts as finished. */
const SCROLL_SETTLE_MS = 120;
/** What tells that the reader is reaching for the carousel: Glider starts before their first move. */
const REACHING = ["pointerenter", "pointerdown", "touchstart", "wheel", "focusin"];

interface GliderOptions {
  /** The carousel, where the reader's reaching for it is heard. */
  region: RefObject<HTMLElement | null>;
  /** The scrolling strip Glider drives. */
  viewport: RefObject<HTMLDivElement | null>;
  /** The latest position asked for, ahead of rendering. */
  position: RefObject<number>;
  perView: number;
  maxIndex: number;
  /** Layout changes that keep the same first item in view. */
  layoutKey: unknown;
  /** A swipe or a trackpad scroll settled on this slide. */
  onSettled: (index: number) => void;
}

/**
 * The carousel's motion: Glider, started only when first needed (a move, or the reader reaching
 * for the carousel), sizes the slides, animates each move and settles a swipe on a slide; until
 * then CSS lays the slides out the same way and the strip scrolls natively. Returns how to bring a
 * slide to the front of the view, with or without animation.
 */
export function useGlider({ region, viewport, position, perView, maxIndex, layoutKey, onSettled }: GliderOptions) {
  const glider = useRef<Glider | null>(null);
  /** True from a move asked for here until it arrives: its scrolling is not a swipe. */
  const moving = useRef(false);
  /** Where a move made without Glider (the browser's smooth scroll) is going. */
  const target = useRef<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const layout = useRef({ perView, maxIndex, onSettled });
  layout.current = { perView, maxIndex, onSettled };

  /** Scrolls so slide `i` is the first one in view. */
  function scrollToSlide(i: number, animate: boolean) {
    const node = viewport.current;
    if (!node) return;
    const g = glider.current;
    if (!g) {
      const left = Math.min((i * node.clientWidth) / layout.current.perView, node.scrollWidth - node.clientWidth);
      // A slow phone may pause longer than a swipe's settling time mid-scroll: the move is still
      // ours until it arrives, not a swipe that ended half-way.
      if (animate && Math.abs(node.scrollLeft - left) >= 1) {
        moving.current = true;
        target.current = left;
        // Without scrollend (Safari), a swipe that interrupts the move would never reach its target.
        if (!("onscrollend" in window))
          setTimeout(() => {
            if (target.current === left) {
              moving.current = false;
              target.current = null;
            }
          }, MOVE_LIMIT_MS);
      }
      node.scrollTo({ left, behavior: animate ? "smooth" : "instant" });
      return;
    }
    target.current = null;
    // Glider's duration is in milliseconds per pixel: every move takes the same time, however far.
    const distance = Math.abs(node.scrollLeft - i * g.itemWidth);
    g.opt.duration = animate && distance >= 1 ? TRANSITION_MS / distance : 0;
    moving.current = true;
    g.scrollItem(i, false);
  }

  // Listened for from the moment it is drawn (a layout effect: Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    const node = region.current;
    if (!node || wanted) return;
    const want = () => setWanted(true);
    for (const type of REACHING) node.addEventListener(type, want, { passive: true });
    return () => {
      for (const type of REACHING) node.removeEventListener(type, want);
    };
  }, [wanted]);

  // Glider starts once its code is here, at the current layout and position.
  useEffect(() => {
    if (!wanted) return;
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
  }, [wanted]);

  // A new layout keeps the same first item in view, without animation.
  useLayoutEffect(() => {
    position.current = Math.min(position.current, maxIndex);
    const g = glider.current;
    if (g) {
      g.setOption({ slidesToShow: perView }, true);
      g.slide = position.current;
      g.refresh(true);
    }
    // At the first slide without Glider there is nothing to place, and reading the layout to
    // place it would make the browser lay the page out before it is ready to.
    if (g || position.current > 0) scrollToSlide(position.current, false);
  }, [layoutKey]);

  // Glider reports the end of each move; a swipe or a trackpad scroll settles on the slide in view.
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arrived = () => {
      moving.current = false;
      target.current = null;
    };
    const reached = () => target.current !== null && Math.abs(node.scrollLeft - target.current) < 2;
    const settle = () => {
      if (moving.current) return;
      const { perView: n, maxIndex: last } = layout.current;
      const itemWidth = node.clientWidth / n;
      if (!itemWidth) return;
      const atEnd = node.scrollLeft > 0 && node.scrollLeft >= node.scrollWidth - node.clientWidth - 2;
      position.current = atEnd ? last : Math.min(Math.round(node.scrollLeft / itemWidth), last);
      layout.current.onSettled(position.current);
    };
    const onScroll = () => {
      if (moving.current && reached()) arrived();
      if (moving.current) return;
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    // The browser's smooth scroll says when it ends where it can (scrollend); elsewhere, reaching the target does.
    const ended = () => {
      if (target.current !== null) arrived();
    };
    node.addEventListener("glider-animated", arrived);
    node.addEventListener("scrollend", ended);
    node.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      node.removeEventListener("glider-animated", arrived);
      node.removeEventListener("scrollend", ended);
      node.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, []);

  return { scrollToSlide, start: () => setWanted(true) };
}
