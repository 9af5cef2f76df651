import carouselCss from "#shared/ui/carousel/carousel.css?inline";
import { Carousel } from "#shared/ui/carousel/carousel.tsx";
import type { Action } from "./actions.tsx";
import heroSliderCss from "./hero-slider.css?inline";

/** What a page that shows hero sliders adds to its styles. */
export const heroSliderStyles = [carouselCss, heroSliderCss];

export interface Slide {
  title: string;
  text: string;
  action: Action;
}

/** One slide shown at a time, whatever the width. */
const ONE_AT_A_TIME: readonly { minWidth: number; perView: number }[] = [];
/** The spec's hero sliders move on every 4 s. */
const EVERY_4_S = 4000;

/**
 * A hero banner of three slides that moves on by itself every 4 s, with dots that jump to a
 * slide; it pauses on hover and focus, has a pause button, and stays still with reduced motion.
 * The heading names it; each slide leads somewhere.
 */
export function HeroSlider({ id, heading, headingLevel = 2, slides }: { id: string; heading: string; headingLevel?: 1 | 2; slides: Slide[] }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = `${id}-title`;
  return (
    <div className="hero-slider" id={id}>
      <Carousel
        labelledBy={headingId}
        breakpoints={ONE_AT_A_TIME}
        autoplay={EVERY_4_S}
        dots
        header={
          <Heading id={headingId} className="hero-slider-title">
            {heading}
          </Heading>
        }
      >
        {slides.map((slide, i) => (
          <article key={slide.title} className={`hero-slide hero-slide-${(i % 3) + 1}`}>
            <h3 className="hero-slide-title">{slide.title}</h3>
            <p className="hero-slide-text">{slide.text}</p>
            <a className="lp-button lp-button-primary hero-slide-action" href={slide.action.href} part="button">
              {slide.action.label}
            </a>
          </article>
        ))}
      </Carousel>
    </div>
  );
}
