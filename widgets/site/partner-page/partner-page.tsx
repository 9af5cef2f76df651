import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import { getConfig } from "#shared/config/runtime.ts";
import { useInWidgetAnchors } from "#shared/ui/anchors.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { PUBLIC_SITE_BREAKPOINTS } from "#shared/ui/carousel/breakpoints.ts";
import carouselCss from "#shared/ui/carousel/carousel.css?inline";
import { Carousel } from "#shared/ui/carousel/carousel.tsx";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import { Actions } from "../components/actions.tsx";
import { t as content } from "../components/content.messages.ts";
import { Hero } from "../components/hero.tsx";
import marketingCss from "../components/marketing.css?inline";
import { Cards, points, Section, Steps } from "../components/marketing.tsx";
import css from "./partner-page.css?inline";
import { t } from "./partner-page.messages.ts";
import { t as tt } from "./testimonials.messages.ts";

export const styles = [dialogCss, carouselCss, marketingCss, css];

/**
 * The spec's three plans, the terms of each by number in the catalogue; Premium's last two are
 * promised, not yet there, and say so.
 */
const PLANS = [
  { plan: "creator", terms: 5, soon: 0 },
  { plan: "premium", terms: 6, soon: 2 },
  { plan: "revenue", terms: 3, soon: 0 },
] as const;
type Plan = (typeof PLANS)[number]["plan"];
type Term = 1 | 2 | 3 | 4 | 5 | 6;

/** The partners who speak (placeholder people, as the spec has them): names are names in both languages. */
const PARTNERS = ["Aïcha Bello", "Emmanuel Tabi", "Grace Ndive", "Serge Mbarga", "Claire Epie", "Rodrigue Fotso", "Nadège Ewane", "Yannick Tchoua"];
type Story = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** <lp-partner-page>: who it is for, why, the plans (`pricing`), testimonials (`testimonials`), the form (`join`). */
export default function PartnerPage() {
  useSignals();
  const page = useRef<HTMLDivElement>(null);
  useInWidgetAnchors(page);
  const [reading, setReading] = useState<Story | null>(null);
  const login = getConfig().dashboardLoginUrl;
  const planWord = (plan: Plan, part: "name" | "price" | Term) => t(`partner.plan.${plan}.${part}` as Parameters<typeof t>[0]);
  return (
    <div ref={page} className="mk-page">
      <Hero
        title={t("partner.title")}
        lead={t("partner.lead")}
        actions={[
          { label: t("partner.apply"), href: "#join", primary: true },
          { label: t("partner.see-plans"), href: "#pricing" },
        ]}
      />
      <Section title={t("partner.for.title")} lead={t("partner.for.lead")}>
        <Cards items={points(4, t, "partner.for")} />
      </Section>
      <Section title={t("partner.why.title")}>
        <Cards items={points(4, t, "partner.why")} />
        <Steps items={points(3, content, "content.partner")} />
        <Actions actions={[{ label: t("partner.why.cta"), href: "#join", primary: true }]} />
      </Section>
      <Section id="pricing" title={t("partner.pricing.title")} lead={t("partner.pricing.lead")}>
        <ul className="plans">
          {PLANS.map(({ plan, terms, soon }) => (
            <li key={plan} className="plan lp-card" part="plan">
              <h3 className="plan-name">{planWord(plan, "name")}</h3>
              <p className="plan-price">{planWord(plan, "price")}</p>
              <ul className="plan-terms">
                {Array.from({ length: terms }, (_, i) => (i + 1) as Term).map((n) => (
                  <li key={n}>
                    {planWord(plan, n)}
                    {n > terms - soon && (
                      <>
                        {" "}
                        <span className="plan-soon">{t("partner.plan.soon")}</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              <a className="lp-button lp-button-primary plan-button" href={login} part="button">
                {t("partner.plan.button")}
                <span className="lp-visually-hidden"> ({planWord(plan, "name")})</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <section id="testimonials" className="mk-section" part="section">
        <Carousel
          labelledBy="partner-testimonials"
          breakpoints={PUBLIC_SITE_BREAKPOINTS}
          widthOf="window"
          autoplay
          dots
          header={
            <h2 id="partner-testimonials" className="mk-section-title">
              {t("partner.testimonials.title")}
            </h2>
          }
        >
          {PARTNERS.map((name, i) => {
            const n = (i + 1) as Story;
            return (
              <button key={name} type="button" className="testimonial lp-card" onClick={() => setReading(n)} part="testimonial">
                <Avatar src={null} person={{ name }} size={48} />
                {/* One text, as the server writes it: the light flavour would hydrate three and move a glyph. */}
                <span className="testimonial-quote">{`“${tt(`testimonial.${n}.quote`)}”`}</span>
                <span className="testimonial-name">{name}</span>
                <span className="testimonial-role">{tt(`testimonial.${n}.role`)}</span>
                <span className="lp-visually-hidden">{t("partner.testimonials.open", { name })}</span>
              </button>
            );
          })}
        </Carousel>
      </section>
      <Dialog open={reading !== null} title={reading ? PARTNERS[reading - 1] : ""} onClose={() => setReading(null)}>
        {reading && (
          <div className="testimonial-story">
            <p className="testimonial-role">{tt(`testimonial.${reading}.role`)}</p>
            <p>{tt(`testimonial.${reading}.story`)}</p>
          </div>
        )}
      </Dialog>
      <Section id="join" title={t("partner.join.title")}>
        <lp-partner-form />
      </Section>
    </div>
  );
}
