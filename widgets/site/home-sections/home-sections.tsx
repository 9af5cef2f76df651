import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { isUnreachable } from "#shared/api/errors.ts";
import { getInstructors, type Instructor } from "#shared/api/people.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { useInWidgetAnchors } from "#shared/ui/anchors.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { PUBLIC_SITE_BREAKPOINTS } from "#shared/ui/carousel/breakpoints.ts";
import { Carousel, CarouselFrame, CarouselSkeleton } from "#shared/ui/carousel/carousel.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { t as content } from "../components/content.messages.ts";
import { HeroSlider, heroSliderStyles } from "../components/hero-slider.tsx";
import { pageLink } from "../components/links.ts";
import marketingCss from "../components/marketing.css?inline";
import { Cards, points, Section, Steps } from "../components/marketing.tsx";
import css from "./home-sections.css?inline";
import { t } from "./home-sections.messages.ts";

export const styles = [marketingCss, ...heroSliderStyles, css];

/**
 * The home page below its hero: learners, organizations, publishing, instructors, partners. Its
 * sections take part in the page's anchors (`/#services`) as the other pages' do.
 */
export default function HomeSections() {
  useSignals();
  const tutorUrl = getConfig().tutorUrl;
  const page = useRef<HTMLDivElement>(null);
  useInWidgetAnchors(page);
  return (
    <div className="mk-page" ref={page}>
      <Section id="services" title={t("home.services")} lead={t("home.services.lead")}>
        <Cards items={points(6, content, "content.benefits")} />
      </Section>
      <HeroSlider
        id="home-organizations"
        heading={t("home.orgs.title")}
        slides={[
          { title: t("home.orgs.1.title"), text: t("home.orgs.1.text"), action: { label: t("home.orgs.1.action"), href: tutorUrl } },
          { title: t("home.orgs.2.title"), text: t("home.orgs.2.text"), action: { label: t("home.orgs.2.action"), href: pageLink("/organizations") } },
          { title: t("home.orgs.3.title"), text: t("home.orgs.3.text"), action: { label: t("home.orgs.3.action"), href: pageLink("/contact") } },
        ]}
      />
      <Section title={t("home.features")}>
        <Cards items={points(6, content, "content.features")} />
      </Section>
      <Section title={t("home.how")} lead={t("home.how.lead")}>
        <Steps items={points(5, content, "content.steps")} />
      </Section>
      <Instructors />
      <HeroSlider
        id="home-partners"
        heading={t("home.partner.title")}
        slides={[
          {
            title: t("home.partner.1.title"),
            text: t("home.partner.1.text"),
            action: { label: t("home.partner.1.action"), href: pageLink("/partner-program") },
          },
          {
            title: t("home.partner.2.title"),
            text: t("home.partner.2.text"),
            action: { label: t("home.partner.2.action"), href: pageLink("/partner-program#pricing") },
          },
          {
            title: t("home.partner.3.title"),
            text: t("home.partner.3.text"),
            action: { label: t("home.partner.3.action"), href: pageLink("/partner-program#join") },
          },
        ]}
      />
      <Section title={t("home.partner.how")}>
        <Steps items={points(3, content, "content.partner")} />
      </Section>
    </div>
  );
}

/**
 * The instructors the platform lists, as a carousel; nothing at all when there are none or the list
 * fails, unless the API cannot be reached at all, which is said.
 */
function Instructors() {
  useSignals();
  const model = useModel(() => resource((signal) => getInstructors(signal), { handed: "instructors" }), []);
  const state = model.state.value;
  const unreachable = state.status === "error" && isUnreachable(state.error);
  if ((state.status === "error" && !unreachable) || (state.status === "ready" && state.data.length === 0)) return null;
  const header = (
    <>
      <h2 id="home-instructors" className="mk-section-title">
        {t("home.instructors")}
      </h2>
      <p className="mk-section-lead">{t("home.instructors.lead")}</p>
    </>
  );
  return (
    <div className="home-instructors">
      {state.status !== "ready" ? (
        <CarouselFrame labelledBy="home-instructors" header={header}>
          {unreachable ? <ErrorState message={tc("common.unreachable")} onRetry={model.retry} /> : <CarouselSkeleton />}
        </CarouselFrame>
      ) : (
        <Carousel labelledBy="home-instructors" header={header} breakpoints={PUBLIC_SITE_BREAKPOINTS} textOnly>
          {state.data.map((person) => (
            <InstructorCard key={person.id} person={person} />
          ))}
        </Carousel>
      )}
    </div>
  );
}

function InstructorCard({ person }: { person: Instructor }) {
  return (
    <article className="instructor lp-card">
      <Avatar src={person.profile} person={person} size={72} />
      <h3 className="instructor-name">{person.name}</h3>
      {person.title && <p className="instructor-title">{person.title}</p>}
      {person.organization && <p className="instructor-org">{person.organization.name}</p>}
    </article>
  );
}
