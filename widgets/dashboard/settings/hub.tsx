import { useSignals } from "@preact/signals-react/runtime";
import { type Ref, useId } from "react";
import { chooseLowData, lowData, lowDataChoice } from "#shared/config/low-data.ts";
import { href } from "#shared/config/runtime.ts";
import { LanguageSwitch } from "#shared/ui/language-switch/language-switch.tsx";
import { CardIcon } from "./icons.tsx";
import { t } from "./settings.messages.ts";
import { Switch } from "./switch.tsx";
import { ViewHeading } from "./view-heading.tsx";

type CardKey = "profile" | "notifications" | "privacy" | "interests";

function CardBody({ name }: { name: CardKey }) {
  useSignals();
  return (
    <>
      <CardIcon name={name} />
      <span className="set-card-text">
        <span className="set-card-title">{t(`settings.hub.${name}`)}</span>
        <span className="set-card-description">{t(`settings.hub.${name}-text`)}</span>
      </span>
    </>
  );
}

/**
 * The settings hub: Profile Settings, Notifications, Privacy & Security, Interests & Categories.
 * Notifications has no page of its own, so its card is a button opening the toggles here. Below
 * them, the language, switched at once.
 */
export function Hub({ onNotifications, notificationsCard }: { onNotifications: () => void; notificationsCard: Ref<HTMLButtonElement> }) {
  useSignals();
  const titleId = useId();
  const languageId = useId();
  return (
    <section className="set-view set-hub" aria-labelledby={titleId}>
      <ViewHeading id={titleId} title={t("settings.title")} intro={t("settings.subtitle")} />
      <ul className="set-cards">
        <li>
          <a className="set-card" href={href("settingsProfile")} part="card">
            <CardBody name="profile" />
          </a>
        </li>
        <li>
          <button type="button" className="set-card" ref={notificationsCard} onClick={onNotifications} part="card">
            <CardBody name="notifications" />
          </button>
        </li>
        <li>
          <a className="set-card" href={href("settingsPrivacy")} part="card">
            <CardBody name="privacy" />
          </a>
        </li>
        <li>
          <a className="set-card" href={href("settingsInterests")} part="card">
            <CardBody name="interests" />
          </a>
        </li>
      </ul>
      <section className="set-language" aria-labelledby={languageId} part="card">
        <h2 id={languageId} className="set-language-title">
          {t("settings.hub.language")}
        </h2>
        <p className="set-language-text">{t("settings.hub.language-text")}</p>
        <LanguageSwitch names="full" />
      </section>
      <LowDataSetting />
    </section>
  );
}

/**
 * Low-data mode, switched at once for this device: on or off by the learner's word, which stands
 * over what the browser asks (and the text says when the browser's asking is what turned it on).
 */
function LowDataSetting() {
  useSignals();
  const titleId = useId();
  const textId = useId();
  const on = lowData();
  return (
    <section className="set-language set-low-data" aria-labelledby={titleId} part="card">
      <span className="set-low-data-row">
        <h2 id={titleId} className="set-language-title">
          {t("settings.hub.low-data")}
        </h2>
        <Switch on={on} labelledBy={titleId} describedBy={textId} onFlip={() => chooseLowData(on ? "off" : "on")} />
      </span>
      <span id={textId} className="set-language-text">
        {t("settings.hub.low-data-text")}
        {lowDataChoice.value === null && on ? ` ${t("settings.hub.low-data-browser")}` : ""}
      </span>
    </section>
  );
}
