import { useSignals } from "@preact/signals-react/runtime";
import { SOCIAL_NETWORKS, type SocialNetwork } from "#shared/config/config.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { pageLink, type Target } from "../components/links.ts";
import css from "../components/site.css?inline";
import { t } from "../components/site.messages.ts";

export const styles = [css];

type Key = Parameters<typeof t>[0];

const COLUMNS: [Key, [Key, Target][]][] = [
  [
    "site.footer.company",
    [
      ["site.nav.about", "/about"],
      ["site.nav.contact", "/contact"],
      ["site.footer.partner", "/partner-program"],
    ],
  ],
  [
    "site.footer.product",
    [
      ["site.nav.courses", "/courses"],
      ["site.nav.students", "/students"],
      ["site.nav.organizations", "/organizations"],
      ["site.footer.pricing", "/partner-program#pricing"],
      ["site.footer.widgets", "/widgets"],
    ],
  ],
  [
    "site.footer.discover",
    [
      ["site.nav.blog", "/blog"],
      ["site.footer.coming-soon", "/coming-soon"],
      ["site.nav.faqs", "/#faqs"],
    ],
  ],
  [
    "site.footer.help",
    [
      ["site.nav.contact", "/contact"],
      ["site.footer.terms", "terms"],
      ["site.footer.privacy", "privacy"],
    ],
  ],
];

/** <lp-site-footer>: the four link columns, support contacts and the platform's social pages. */
export default function SiteFooter() {
  useSignals();
  const { support, social } = getConfig();
  const networks = Object.entries(social) as [SocialNetwork, string][];
  return (
    <footer className="footer" part="footer">
      <div className="columns">
        {COLUMNS.map(([title, links]) => (
          <section key={title} aria-labelledby={`footer-${title}`}>
            <h2 id={`footer-${title}`}>{t(title)}</h2>
            <ul>
              {links.map(([label, to]) => (
                <li key={to + label}>
                  <a href={pageLink(to)}>{t(label)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="contacts">
        <p>
          <a href={`mailto:${support.email}`}>{t("site.footer.support", { email: support.email })}</a>
        </p>
        <p>
          <a href={`https://wa.me/${support.whatsapp.replace(/\D/g, "")}`} rel="noopener noreferrer">
            {t("site.footer.whatsapp", { phone: support.whatsapp })}
          </a>
        </p>
        {networks.length > 0 && (
          <nav aria-label={t("site.footer.social")}>
            <ul className="social">
              {networks.map(([network, url]) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {SOCIAL_NETWORKS[network]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className="rights">{t("site.footer.rights", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
