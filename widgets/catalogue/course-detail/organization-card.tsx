import { useSignals } from "@preact/signals-react/runtime";
import type { CourseDetail } from "#shared/api/catalogue.ts";
import { href } from "#shared/config/runtime.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { countFigures } from "./counts.ts";
import { t } from "./course-detail.messages.ts";

type Organization = CourseDetail["organization"];
type Instructor = CourseDetail["instructors"][number];

/** Who offers the course: logo, name, motto, about, its numbers, a link to its page, and the instructors. */
export function OrganizationCard({ organization: org, instructors }: { organization: Organization; instructors: Instructor[] }) {
  useSignals();
  const link = href("organization", { slug: org.slug });
  const stats = [
    ["catalogue.detail.org.reviews", org.reviews_count],
    ["catalogue.detail.org.followers", org.followers_count],
    ["catalogue.detail.org.courses", org.courses_count],
    ["catalogue.detail.org.exams", org.exams_count],
  ] as const;
  return (
    <section className="cd-section lp-card cd-org" aria-labelledby="cd-org-title" part="organization">
      <h2 id="cd-org-title" className="cd-section-title">
        {t("catalogue.detail.org.heading")}
      </h2>
      <div className="cd-org-head">
        <Avatar src={org.logo} person={org} size={64} className="cd-org-logo" />
        <div>
          <h3 className="cd-org-name">
            <a href={link}>{org.name}</a>
          </h3>
          {org.motto && <p className="cd-org-motto">{org.motto}</p>}
        </div>
      </div>
      <Figures look="inline" className="cd-org-stats" label={t("catalogue.detail.org.stats", { name: org.name })} items={countFigures(stats)} />
      {org.about && <p className="cd-org-about">{org.about}</p>}
      <p>
        <a className="lp-button lp-button-secondary" href={link}>
          {t("catalogue.detail.org.visit")}
        </a>
      </p>
      {instructors.length > 0 && (
        <>
          <h3 className="cd-subtitle">{t("catalogue.detail.instructors")}</h3>
          <ul className="cd-instructors">
            {instructors.map((person, i) => (
              <li key={`${person.name}-${i}`} className="cd-instructor">
                <Avatar src={person.profile} person={person} size={48} />
                <span>
                  <strong className="cd-instructor-name">{person.name}</strong>
                  {person.title && <span className="cd-instructor-title">{person.title}</span>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
