import { useSignals } from "@preact/signals-react/runtime";
import { getConfig, href } from "../../shared/config/runtime.ts";
import { t } from "./messages.ts";

type Key = Parameters<typeof t>[0];
const link = (path: string) => `${getConfig().platformUrl}${path}`;

const COLUMNS: [Key, [Key, string][]][] = [
  ["site.footer.company", [["site.nav.about", "/about"], ["site.nav.contact", "/contact"], ["site.footer.partner", "/partner-program"]]],
  ["site.footer.product", [["site.nav.courses", "/courses"], ["site.nav.students", "/students"], ["site.nav.organizations", "/organizations"], ["site.footer.pricing", "/partner-program#pricing"]]],
  ["site.footer.discover", [["site.nav.blog", "/blog"], ["site.footer.coming-soon", "/coming-soon"], ["site.nav.faqs", "/#faqs"]]],
  ["site.footer.help", [["site.nav.contact", "/contact"], ["site.footer.terms", "/terms-of-service"], ["site.footer.privacy", "/privacy-policy"]]],
];

/** <lp-site-footer>: the four link columns, support contacts and the platform's social pages. */
export function SiteFooter() {
  useSignals();
  const { support, social } = getConfig();
  const networks = Object.entries(social);
  return (
    <footer className="footer" part="footer">
      <div className="columns">
        {COLUMNS.map(([title, links]) => (
          <section key={title} aria-labelledby={`footer-${title}`}>
            <h2 id={`footer-${title}`}>{t(title)}</h2>
            <ul>
              {links.map(([label, path]) => (
                <li key={path + label}>
                  <a href={path === "/terms-of-service" ? href("terms") : path === "/privacy-policy" ? href("privacy") : link(path)}>{t(label)}</a>
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
                    {network[0].toUpperCase() + network.slice(1)}
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
