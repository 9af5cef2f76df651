import { useSignals } from "@preact/signals-react/runtime";
import type { OrganizationProfile } from "#shared/api/catalogue.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "#shared/config/config.ts";
import { webLink } from "#shared/html/web-link.ts";
import { t } from "./organization-profile.messages.ts";
import { Section } from "./rich-text.tsx";

export const DEFAULT_OPENING_HOURS = "Mon-Fri: 8AM-6PM GMT+1";

/** The organization's contact information, when it shows it: e-mail, phone, opening hours and its pages on social networks. */
export function ContactCard({ org }: { org: OrganizationProfile }) {
  useSignals();
  const socials = (Object.entries(SOCIAL_NETWORKS) as [SocialNetwork, string][])
    .map(([network, label]) => ({ network, label, url: webLink(org.social_links?.[network]) }))
    .filter((s) => s.url);
  const hours = org.opening_hours?.trim() || DEFAULT_OPENING_HOURS;
  return (
    <Section title={t("catalogue.org.contact")} className="org-contact">
      <dl className="org-facts">
        {org.email && (
          <div>
            <dt>{t("catalogue.org.email")}</dt>
            <dd>
              <a href={`mailto:${org.email}`}>{org.email}</a>
            </dd>
          </div>
        )}
        {org.phone && (
          <div>
            <dt>{t("catalogue.org.phone")}</dt>
            <dd>
              <a href={`tel:${org.phone.replace(/[^\d+]/g, "")}`}>{org.phone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t("catalogue.org.hours")}</dt>
          <dd>{hours}</dd>
        </div>
      </dl>
      {socials.length > 0 && (
        <ul className="org-socials" aria-label={t("catalogue.org.social")}>
          {socials.map((s) => (
            <li key={s.network}>
              <a href={s.url!} target="_blank" rel="noopener noreferrer" aria-label={t("catalogue.org.social-link", { name: org.name, network: s.label })}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
