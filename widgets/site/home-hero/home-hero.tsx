import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import { HeroSlider, heroSliderStyles } from "../components/hero-slider.tsx";
import { t } from "./home-hero.messages.ts";

export const styles = [...heroSliderStyles];

/** <lp-home-hero>: the page's heading over three slides, for learners. */
export default function HomeHero() {
  useSignals();
  return (
    <HeroSlider
      id="home-hero"
      heading={t("home.hero.title")}
      headingLevel={1}
      slides={[
        { title: t("home.hero.1.title"), text: t("home.hero.1.text"), action: { label: t("home.hero.1.action"), href: href("courses") } },
        { title: t("home.hero.2.title"), text: t("home.hero.2.text"), action: { label: t("home.hero.2.action"), href: href("exams") } },
        { title: t("home.hero.3.title"), text: t("home.hero.3.text"), action: { label: t("home.hero.3.action"), href: href("signup") } },
      ]}
    />
  );
}
