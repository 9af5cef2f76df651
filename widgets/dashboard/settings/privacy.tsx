import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { href } from "#shared/config/runtime.ts";
import { BackLink } from "./back-link.tsx";
import { CardIcon } from "./icons.tsx";
import { t } from "./settings.messages.ts";
import { ViewHeading } from "./view-heading.tsx";

/** Privacy & Security: the way to Change Password. */
export function Privacy() {
  useSignals();
  const titleId = useId();
  return (
    <section className="set-view" aria-labelledby={titleId}>
      <BackLink />
      <ViewHeading id={titleId} title={t("settings.privacy.title")} intro={t("settings.privacy.intro")} />
      <ul className="set-cards">
        <li>
          <a className="set-card" href={href("settingsPassword")} part="card">
            <CardIcon name="password" />
            <span className="set-card-text">
              <span className="set-card-title">{t("settings.privacy.password")}</span>
              <span className="set-card-description">{t("settings.privacy.password-text")}</span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
