import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId } from "react";
import { href } from "#shared/config/runtime.ts";
import type { Drawer } from "#shared/ui/menu/use-drawer.ts";
import { t } from "./account-shell.messages.ts";
import { Icon } from "./icons.tsx";
import { SIDE_ITEMS } from "./menu-items.ts";
import { currentFor } from "./routes.ts";

interface SideMenuProps {
  id: string;
  path: string;
  /** Open as a drawer (phones); on wide screens the menu is always shown as a column. */
  drawer: Drawer;
  signingOut: boolean;
  onLogout: () => void;
}

/**
 * The side menu: the learner area's pages, Logout, and the 'Upgrade to Pro' banner, which is not
 * offered yet. The current page is marked with aria-current. Opened as a drawer, it takes the
 * focus to its first link.
 */
export function SideMenu({ id, path, drawer, signingOut, onLogout }: SideMenuProps) {
  useSignals();
  const hintId = useId();
  const { open, panelRef } = drawer;

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a")?.focus();
  }, [open, panelRef]);

  return (
    <>
      <nav id={id} ref={panelRef} className="side" data-open={open || undefined} aria-label={t("account-shell.side-label")} onBlur={drawer.onBlur} part="menu">
        <ul className="side-items">
          {SIDE_ITEMS.map((item) => (
            <li key={item.route}>
              <a href={href(item.route)} aria-current={currentFor(href(item.route), path)} onClick={drawer.close}>
                <Icon name={item.icon} />
                {t(item.label)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="side-logout" aria-busy={signingOut || undefined} aria-disabled={signingOut || undefined} onClick={onLogout}>
              <Icon name="logout" />
              {t("account-shell.logout")}
            </button>
          </li>
        </ul>
        <div className="upgrade">
          <button type="button" className="upgrade-button" disabled aria-describedby={hintId}>
            {t("account-shell.upgrade")}
          </button>
          <p id={hintId} className="upgrade-soon">
            {t("account-shell.upgrade-soon")}
          </p>
        </div>
      </nav>
      {/* Behind the drawer on phones; a click on it is a click outside the menu, which closes it. */}
      <div className="side-backdrop" hidden={!open} aria-hidden="true" />
    </>
  );
}
