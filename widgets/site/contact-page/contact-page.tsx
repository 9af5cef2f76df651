import { useSignals } from "@preact/signals-react/runtime";
import { getConfig } from "#shared/config/runtime.ts";
import breadcrumbCss from "../components/breadcrumb.css?inline";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import css from "./contact-page.css?inline";
import { t } from "./contact-page.messages.ts";

export const styles = [breadcrumbCss, css];

/** <lp-contact-page>: the breadcrumb, the platform's channels from the configuration, and <lp-contact-form>. */
export default function ContactPage() {
  useSignals();
  const { support } = getConfig();
  const channels = [
    { name: t("contact-page.email"), note: t("contact-page.email-note"), link: `mailto:${support.contact}`, text: support.contact },
    { name: t("contact-page.support"), note: t("contact-page.support-note"), link: `mailto:${support.email}`, text: support.email },
    {
      name: t("contact-page.whatsapp"),
      note: t("contact-page.whatsapp-note"),
      link: `https://wa.me/${support.whatsapp.replace(/\D/g, "")}`,
      text: support.whatsapp,
    },
  ];
  return (
    <div className="contact">
      <Breadcrumb current={t("contact-page.title")} />
      <h1 className="contact-title">{t("contact-page.title")}</h1>
      <p className="contact-intro">{t("contact-page.intro")}</p>
      <div className="contact-body">
        <section aria-labelledby="contact-channels">
          <h2 id="contact-channels" className="lp-visually-hidden">
            {t("contact-page.channels")}
          </h2>
          <ul className="channels">
            {channels.map((c) => (
              <li key={c.name} className="channel lp-card" part="channel">
                <p className="channel-name">{c.name}</p>
                <a href={c.link} rel={c.link.startsWith("https:") ? "noopener noreferrer" : undefined}>
                  {c.text}
                </a>
                <p className="channel-note">{c.note}</p>
              </li>
            ))}
          </ul>
        </section>
        <lp-contact-form />
      </div>
    </div>
  );
}
