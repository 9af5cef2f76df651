import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef, useState } from "react";
import { isSignedIn } from "#shared/auth/session.ts";
import { getConfig, href } from "#shared/config/runtime.ts";
import type { WidgetProps } from "#shared/element/define-widget.tsx";
import { tc } from "#shared/i18n/common-messages.ts";
import { keepTabWithin } from "#shared/ui/menu/focus-trap.ts";
import iconButtonCss from "#shared/ui/menu/icon-button.css?inline";
import { MenuToggle } from "#shared/ui/menu/menu-toggle.tsx";
import { pageLink } from "../components/links.ts";
import css from "../components/site.css?inline";
import { t } from "../components/site.messages.ts";
import { LanguageSwitch } from "./language-switch.tsx";

export const styles = [iconButtonCss, css];

const LINKS = [
  ["site.nav.home", "/"],
  ["site.nav.about", "/about"],
  ["site.nav.courses", "/courses"],
  ["site.nav.blog", "/blog"],
  ["site.nav.contact", "/contact"],
  ["site.nav.faqs", "/#faqs"],
] as const;

const MOBILE_ONLY = [
  ["site.nav.students", "/students"],
  ["site.nav.organizations", "/organizations"],
] as const;

const current = (path: string) => (path === location.pathname ? "page" : undefined);

/**
 * <lp-site-header>: navigation, language, and the way in (Dashboard with a session token, Start
 * Learning without). Takes its active style once the page scrolls; the mobile menu closes on
 * navigation, Escape (its toggle takes the focus back) or a click elsewhere, and keeps Tab inside
 * itself while open.
 */
export default function SiteHeader({ container }: WidgetProps) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const signedIn = isSignedIn.value;
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const isOpen = useRef(open);
  isOpen.current = open;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    const close = () => setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (!isOpen.current) return;
      keepTabWithin(e, [toggle.current, menu.current]);
      if (e.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    // Clicks inside the shadow root are retargeted to the host, so the host stands for "inside".
    const onClick = (e: MouseEvent) => !e.composedPath().includes(container?.host as EventTarget) && setOpen(false);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("hashchange", close);
    window.addEventListener("popstate", close);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("hashchange", close);
      window.removeEventListener("popstate", close);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [container]);

  const account = signedIn ? (
    <a className="cta" href={href("dashboard")}>
      {t("site.dashboard")}
    </a>
  ) : (
    <a className="cta" href={href("signin")}>
      {t("site.start-learning")}
    </a>
  );

  return (
    <header className={scrolled ? "bar scrolled" : "bar"} part="header">
      <a className="lp-skip" href="#main">
        {tc("common.skip")}
      </a>
      <a className="lp-brand brand" href={pageLink("/")}>
        {tc("common.site-name")}
      </a>
      <nav aria-label={t("site.nav.label")} className="wide">
        <ul>
          {LINKS.map(([key, path]) => (
            <li key={key}>
              <a href={pageLink(path)} aria-current={current(path)}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="actions wide">
        <LanguageSwitch />
        <a className="tutor" href={getConfig().tutorUrl}>
          {t("site.become-tutor")}
        </a>
        {account}
      </div>
      <MenuToggle
        ref={toggle}
        className="toggle"
        open={open}
        controls="mobile-menu"
        label={open ? t("site.menu.close") : t("site.menu.open")}
        onToggle={() => setOpen((o) => !o)}
      />
      <div ref={menu} id="mobile-menu" className="mobile" hidden={!open}>
        <ul>
          {[...LINKS, ...MOBILE_ONLY].map(([key, path]) => (
            <li key={key}>
              <a href={pageLink(path)} aria-current={current(path)} onClick={() => setOpen(false)}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitch />
        <a className="tutor" href={getConfig().tutorUrl}>
          {t("site.become-tutor")}
        </a>
        {signedIn ? (
          <a className="cta" href={href("dashboard")}>
            {t("site.dashboard")}
          </a>
        ) : (
          <a className="cta" href={href("signin")}>
            {t("site.signin")}
          </a>
        )}
      </div>
    </header>
  );
}
