import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef, useState } from "react";
import type { RootProps } from "#shared/element/tag.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import languageSwitchCss from "#shared/ui/language-switch/language-switch.css?inline";
import pictureCss from "../components/picture-picker.css?inline";
import { ChangePassword } from "./change-password.tsx";
import { Hub } from "./hub.tsx";
import { Interests } from "./interests.tsx";
import { NotificationToggles } from "./notification-toggles.tsx";
import { Privacy } from "./privacy.tsx";
import { ProfileSettings } from "./profile-form.tsx";
import type { tag } from "./settings.api.ts";
import css from "./settings.css?inline";

export const styles = [fieldsCss, languageSwitchCss, pictureCss, css];

const SETTINGS_VIEWS = ["hub", "profile", "interests", "privacy", "password", "notifications"] as const;
type SettingsView = (typeof SETTINGS_VIEWS)[number];

/*
 * The notification toggles have no page of their own: the hub opens them in place. A history
 * entry (same address) marks it, so the browser's Back button closes them like any other page.
 */
const IN_PLACE = "lpSettingsView";
const openedInPlace = () => (history.state as Record<string, unknown> | null)?.[IN_PLACE] === "notifications";

function asView(value: string | undefined): SettingsView {
  const v = value?.trim().toLowerCase();
  return SETTINGS_VIEWS.find((view) => view === v) ?? "hub";
}

/** <lp-settings view?>: the settings hub or one of its pages. */
export default function Settings({ view }: RootProps<typeof tag>) {
  useSignals();
  const requested = asView(view);
  // "restored": reopened by a reload, which should not move focus; "opened": by the learner, which should.
  const [inPlace, setInPlace] = useState<false | "restored" | "opened">(() => requested === "hub" && openedInPlace() && "restored");
  const notificationsCard = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    const onPop = () => {
      const open = openedInPlace();
      if (!open) returning.current = true;
      setInPlace(open && "opened");
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // Back on the hub from the toggles, focus returns to the card that opened them.
  useEffect(() => {
    if (!inPlace && returning.current) {
      returning.current = false;
      notificationsCard.current?.focus();
    }
  }, [inPlace]);

  function openNotifications() {
    const kept = history.state && typeof history.state === "object" ? (history.state as object) : {};
    history.pushState({ ...kept, [IN_PLACE]: "notifications" }, "");
    setInPlace("opened");
  }

  function closeNotifications() {
    returning.current = true;
    setInPlace(false);
    if (openedInPlace()) history.back();
  }

  switch (requested) {
    case "profile":
      return <ProfileSettings />;
    case "interests":
      return <Interests />;
    case "privacy":
      return <Privacy />;
    case "password":
      return <ChangePassword />;
    case "notifications":
      return <NotificationToggles />;
    case "hub":
      return inPlace ? (
        <NotificationToggles onBack={closeNotifications} focusOnMount={inPlace === "opened"} />
      ) : (
        <Hub onNotifications={openNotifications} notificationsCard={notificationsCard} />
      );
  }
}
