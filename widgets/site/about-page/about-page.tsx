import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { href } from "#shared/config/runtime.ts";
import { useInWidgetAnchors } from "#shared/ui/anchors.ts";
import { Actions } from "../components/actions.tsx";
import { Hero } from "../components/hero.tsx";
import { pageLink } from "../components/links.ts";
import css from "../components/marketing.css?inline";
import { Cards, points, Section } from "../components/marketing.tsx";
import { t } from "./about-page.messages.ts";

export const styles = [css];

/** <lp-about-page>: mission (the `mission` anchor), vision, what the platform stands for, who it works with. */
export default function AboutPage() {
  useSignals();
  const page = useRef<HTMLDivElement>(null);
  useInWidgetAnchors(page);
  return (
    <div ref={page} className="mk-page">
      <Hero title={t("about.title")} lead={t("about.lead")} />
      <Section id="mission" title={t("about.mission.title")} lead={t("about.mission.text")} />
      <Section title={t("about.vision.title")} lead={t("about.vision.text")} />
      <Section title={t("about.values.title")}>
        <Cards items={points(4, t, "about.values")} />
      </Section>
      <Section title={t("about.with.title")}>
        <Cards items={points(3, t, "about.with")} />
        <Actions
          actions={[
            { label: t("about.browse"), href: href("courses"), primary: true },
            { label: t("about.organizations"), href: pageLink("/organizations") },
            { label: t("about.partners"), href: pageLink("/partner-program") },
          ]}
        />
      </Section>
    </div>
  );
}
