import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useState } from "react";
import { BackLink } from "./back-link.tsx";
import { NOTIFICATION_TOGGLES, type NotificationToggle, PREFS_KEY, readPrefs, savePrefs } from "./notification-prefs.ts";
import { t } from "./settings.messages.ts";
import { Switch } from "./switch.tsx";
import { ViewHeading } from "./view-heading.tsx";

function Toggle({ name, on, onToggle }: { name: NotificationToggle; on: boolean; onToggle: () => void }) {
  useSignals();
  const id = useId();
  return (
    <li className="set-toggle">
      <span className="set-toggle-text">
        <span id={`${id}-label`} className="set-toggle-label">
          {t(`settings.notifications.${name}`)}
        </span>
        <span id={`${id}-text`} className="set-toggle-description">
          {t(`settings.notifications.${name}-text`)}
        </span>
      </span>
      <Switch on={on} labelledBy={`${id}-label`} describedBy={`${id}-text`} onFlip={onToggle} name={name} />
    </li>
  );
}

/** The notification toggles: kept in this browser only, see notification-prefs.ts. */
export function NotificationToggles({ onBack, focusOnMount }: { onBack?: () => void; focusOnMount?: boolean }) {
  useSignals();
  const titleId = useId();
  const [prefs, setPrefs] = useState(readPrefs);

  // Another tab of the same browser changing them shows here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PREFS_KEY || event.key === null) setPrefs(readPrefs());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  function flip(name: NotificationToggle) {
    const next = { ...prefs, [name]: !prefs[name] };
    savePrefs(next);
    setPrefs(next);
  }

  return (
    <section className="set-view" aria-labelledby={titleId}>
      <BackLink onBack={onBack} />
      <ViewHeading id={titleId} title={t("settings.notifications.title")} intro={t("settings.notifications.intro")} focusOnMount={focusOnMount} />
      <ul className="set-toggles" part="card">
        {NOTIFICATION_TOGGLES.map((name) => (
          <Toggle key={name} name={name} on={prefs[name]} onToggle={() => flip(name)} />
        ))}
      </ul>
      <p className="set-note">{t("settings.notifications.device-note")}</p>
    </section>
  );
}
