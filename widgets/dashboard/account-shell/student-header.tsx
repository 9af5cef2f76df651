import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import type { User } from "#shared/api/schemas.ts";
import { href } from "#shared/config/runtime.ts";
import { formatNumber } from "#shared/format/format.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { LanguageSwitch } from "#shared/ui/language-switch/language-switch.tsx";
import { MenuToggle } from "#shared/ui/menu/menu-toggle.tsx";
import type { Drawer } from "#shared/ui/menu/use-drawer.ts";
import { t } from "./account-shell.messages.ts";
import { Icon } from "./icons.tsx";
import { USER_ITEMS } from "./menu-items.ts";
import { currentFor } from "./routes.ts";

interface StudentHeaderProps {
  learner: User;
  /** Unread notifications, null while unknown. */
  unread: number | null;
  path: string;
  /** The user menu, a dropdown. */
  user: Drawer<HTMLDivElement>;
  /** The side menu, a drawer on phones: its toggle is here. */
  side: Drawer;
  sideId: string;
  signingOut: boolean;
  onLogout: () => void;
}

/**
 * The student header: the side menu's toggle (phones), notifications with the unread count,
 * settings, the learner's points, and the user menu (Profile, Notifications, Settings, the
 * language, Logout). On a phone the settings and the points live in the menu only.
 */
export function StudentHeader(p: StudentHeaderProps) {
  useSignals();
  const menuId = useId();
  const count = p.unread ?? 0;
  const notificationsLabel =
    count > 0 ? t.plural("account-shell.notifications.unread", count, { count: formatNumber(count) }) : t("account-shell.notifications");
  const pointsLabel = t("account-shell.points", { points: formatNumber(p.learner.points) });

  return (
    <header className="bar" part="header">
      <MenuToggle
        ref={p.side.toggleRef}
        className="side-toggle"
        open={p.side.open}
        controls={p.sideId}
        label={t("account-shell.side-toggle")}
        onToggle={p.side.toggle}
      />
      <a className="lp-brand" href={href("home")}>
        {tc("common.site-name")}
      </a>
      <a className="catalogue-link" href={href("courses")}>
        {t("account-shell.catalogue")}
      </a>
      <div className="bar-tools">
        <a
          className="lp-icon-button notifications-link"
          href={href("notifications")}
          aria-label={notificationsLabel}
          aria-current={currentFor(href("notifications"), p.path)}
        >
          <Icon name="bell" size={22} />
          {count > 0 && (
            <span className="count" aria-hidden="true">
              {count > 99 ? "99+" : formatNumber(count)}
            </span>
          )}
        </a>
        <a
          className="lp-icon-button settings-link"
          href={href("settings")}
          aria-label={t("account-shell.settings")}
          aria-current={currentFor(href("settings"), p.path)}
        >
          <Icon name="gear" size={22} />
        </a>
        <span className="points" title={pointsLabel}>
          <Icon name="star" size={18} />
          <span className="lp-visually-hidden">{pointsLabel}</span>
          <span className="points-value" aria-hidden="true">
            {formatNumber(p.learner.points)}
          </span>
        </span>
        <div className="user" ref={p.user.panelRef} onBlur={p.user.onBlur}>
          <button ref={p.user.toggleRef} type="button" className="user-button" aria-expanded={p.user.open} aria-controls={menuId} onClick={p.user.toggle}>
            <Avatar className="avatar" src={p.learner.profile} person={p.learner} size={32} />
            <span className="user-name">{p.learner.first_name}</span>
            <span className="lp-visually-hidden">{t("account-shell.user-menu")}</span>
            <Icon name="chevron" size={18} />
          </button>
          <ul id={menuId} className="user-menu" hidden={!p.user.open}>
            {/* On a phone the header has no room for the points: they are read here. */}
            <li className="menu-points">
              <Icon name="star" size={18} />
              {pointsLabel}
            </li>
            {USER_ITEMS.map((item) => (
              <li key={item.route}>
                <a href={href(item.route)} aria-current={currentFor(href(item.route), p.path)} onClick={p.user.close}>
                  <Icon name={item.icon} size={18} />
                  {t(item.label)}
                </a>
              </li>
            ))}
            <li className="menu-language">
              <LanguageSwitch names="full" />
            </li>
            <li>
              <button type="button" className="logout" aria-busy={p.signingOut || undefined} aria-disabled={p.signingOut || undefined} onClick={p.onLogout}>
                <Icon name="logout" size={18} />
                {t("account-shell.logout")}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </header>
  );
}
