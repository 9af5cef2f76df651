import { useSignals } from "@preact/signals-react/runtime";
import type { OrganizationProfile } from "#shared/api/catalogue.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { Since } from "#shared/ui/since.tsx";
import { t } from "./organization-profile.messages.ts";
import { Section } from "./rich-text.tsx";

/** What learners said of the organization's courses, each with their picture (or initials), name and when. */
export function Testimonials({ reviews }: { reviews: OrganizationProfile["testimonials"] }) {
  useSignals();
  return (
    <Section title={t("catalogue.org.testimonials")} className="org-testimonials">
      <ul className="org-quotes">
        {reviews.map((review, i) => (
          <li key={i}>
            <figure className="org-quote">
              <blockquote>
                <p>{review.review}</p>
              </blockquote>
              <figcaption>
                <Avatar className="org-quote-avatar" src={review.user.profile} person={review.user} size={40} />
                <span className="org-quote-name">{review.user.name}</span>
                <Since at={review.created_at} words={review.since} className="org-quote-since" />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
