import { useSignals } from "@preact/signals-react/runtime";
import { useId, useState } from "react";
import type { OrganizationProfile } from "#shared/api/catalogue.ts";
import { href } from "#shared/config/runtime.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import { formatNumber, formatOneDecimal, truncate } from "#shared/format/format.ts";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { CourseCard } from "../components/course-card.tsx";
import { ContactCard } from "./contact-card.tsx";
import type { FollowState } from "./follow.ts";
import { FollowButton } from "./follow-button.tsx";
import { t } from "./organization-profile.messages.ts";
import { RichText, Section } from "./rich-text.tsx";
import { Testimonials } from "./testimonials.tsx";

/** Featured course descriptions are cut to 120 characters. */
const DESCRIPTION_LIMIT = 120;

/**
 * The profile itself: the header with the Follow button, the figures, About Us, Featured Courses
 * (as every list's course cards), Why Choose, testimonials, the contact card and Browse All Courses.
 */
export function Profile({ organization: org }: { organization: OrganizationProfile }) {
  useSignals();
  const titleId = useId();
  usePageTitle(org.name);
  const [follow, setFollow] = useState<FollowState>({ following: org.following, followers: org.followers });
  const [shown, setShown] = useState(org);

  // A fresh answer from the server (another session, a retry) replaces the local state.
  if (shown !== org) {
    setShown(org);
    setFollow({ following: org.following, followers: org.followers });
  }

  const place = [org.address, org.city, org.state, org.country].filter((part) => part?.trim()).join(", ");

  return (
    <article className="org" aria-labelledby={titleId}>
      <header className="org-header" part="header">
        {org.logo ? (
          <img className="org-logo" src={org.logo} alt="" width="96" height="96" decoding="async" />
        ) : (
          <span className="org-logo org-logo-empty" aria-hidden="true" />
        )}
        <div className="org-identity">
          <h1 id={titleId} className="org-name">
            {org.name}
          </h1>
          {org.motto && <p className="org-motto">{org.motto}</p>}
        </div>
        <FollowButton org={org} follow={follow} onChange={setFollow} />
      </header>

      <Figures
        className="org-stats"
        label={t("catalogue.org.stats")}
        items={[
          { key: "followers", label: t("catalogue.org.followers"), value: formatNumber(follow.followers) },
          { key: "reviews", label: t("catalogue.org.reviews"), value: formatNumber(org.reviews_count) },
          { key: "rating", label: t("catalogue.org.avg-rating"), value: formatOneDecimal(org.average_rating) },
          { key: "courses", label: t("catalogue.org.courses"), value: formatNumber(org.courses_count) },
          { key: "exams", label: t("catalogue.org.exams"), value: formatNumber(org.exams_count) },
        ]}
      />

      <div className="org-body">
        <div className="org-main">
          <Section title={t("catalogue.org.about")} className="org-about">
            {org.about && <RichText text={org.about} className="org-text" />}
            {(org.industry || place) && (
              <dl className="org-facts">
                {org.industry && (
                  <div>
                    <dt>{t("catalogue.org.industry")}</dt>
                    <dd>{org.industry}</dd>
                  </div>
                )}
                {place && (
                  <div>
                    <dt>{t("catalogue.org.address")}</dt>
                    <dd>{place}</dd>
                  </div>
                )}
              </dl>
            )}
          </Section>

          {org.featured_courses.length > 0 && (
            <Section title={t("catalogue.org.featured")} className="org-featured">
              <ul className="org-courses">
                {org.featured_courses.map((course) => (
                  <li key={course.id}>
                    <CourseCard
                      course={{
                        ...course,
                        category: course.field ? { name: course.field } : null,
                        summary: course.description ? truncate(course.description, DESCRIPTION_LIMIT) : null,
                      }}
                    />
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {org.why_choose_us && (
            <Section title={t("catalogue.org.why", { name: org.name })} className="org-why">
              <RichText text={org.why_choose_us} className="org-text" />
            </Section>
          )}

          {org.testimonials.length > 0 && <Testimonials reviews={org.testimonials} />}
        </div>

        <aside className="org-aside">
          {org.show_contact_info && <ContactCard org={org} />}
          <section className="org-cta" aria-label={t("catalogue.org.browse-all")}>
            <p>{t("catalogue.org.cta", { name: org.name })}</p>
            <a className="lp-button lp-button-primary" href={href("courses", {}, { organization_id: String(org.id) })} part="button">
              {t("catalogue.org.browse-all")}
            </a>
          </section>
        </aside>
      </div>
    </article>
  );
}
