import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { getConfig } from "#shared/config/runtime.ts";
import { useInWidgetAnchors } from "#shared/ui/anchors.ts";
import { t as content } from "../components/content.messages.ts";
import { Hero } from "../components/hero.tsx";
import { pageLink } from "../components/links.ts";
import css from "../components/marketing.css?inline";
import { Cards, points, Section, Steps } from "../components/marketing.tsx";
import { t } from "./organizations-page.messages.ts";

export const styles = [css];

/** <lp-organizations-page>: what an organization gets (the `features` anchor), the five steps to publish, the terms. */
export default function OrganizationsPage() {
  useSignals();
  const page = useRef<HTMLDivElement>(null);
  useInWidgetAnchors(page);
  return (
    <div ref={page} className="mk-page">
      <Hero
        title={t("organizations.title")}
        lead={t("organizations.lead")}
        actions={[
          { label: t("organizations.start"), href: getConfig().tutorUrl, primary: true },
          { label: t("organizations.contact"), href: pageLink("/contact") },
        ]}
      />
      <Section id="features" title={t("organizations.features")}>
        <Cards items={points(6, content, "content.features")} />
      </Section>
      <Section title={t("organizations.how")}>
        <Steps items={points(5, content, "content.steps")} />
      </Section>
      <Section title={t("organizations.terms")} lead={t("organizations.terms.text")} />
    </div>
  );
}
