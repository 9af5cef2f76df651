import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { getConfig, href } from "#shared/config/runtime.ts";
import { useSessionShown } from "#shared/element/session-shown.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import languageSwitchCss from "#shared/ui/language-switch/language-switch.css?inline";
import { LanguageSwitch } from "#shared/ui/language-switch/language-switch.tsx";
import iconButtonCss from "#shared/ui/menu/icon-button.css?inline";
import { MenuToggle } from "#shared/ui/menu/menu-toggle.tsx";
import { useDrawer } from "#shared/ui/menu/use-drawer.ts";
import { pageLink } from "../components/links.ts";
import css from "../components/site.css?inline";
import { t } from "../components/site.messages.ts";

export const styles = [iconButtonCss, languageSwitchCss, css];

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
 * Learning without). Takes its active style once the page scrolls; the mobile menu is a drawer
 * (useDrawer: Escape, a click elsewhere or a navigation closes it; Tab stays inside while open).
 */
export default function SiteHeader() {
  useSignals();
  const menu = useDrawer<HTMLDivElement>({ modal: true });
  const [scrolled, setScrolled] = useState(false);
  const signedIn = useSessionShown();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const account = <WayIn signedIn={signedIn} visitor="site.start-learning" holdPlace />;

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
      {/* On a phone the way in stays in the bar, a tap away, not only inside the menu. */}
      <WayIn signedIn={signedIn} visitor="site.signin" className="phone-account" />
      <MenuToggle
        ref={menu.toggleRef}
        className="toggle"
        open={menu.open}
        controls="mobile-menu"
        label={menu.open ? t("site.menu.close") : t("site.menu.open")}
        onToggle={menu.toggle}
      />
      <div ref={menu.panelRef} id="mobile-menu" className="mobile" hidden={!menu.open}>
        <ul>
          {[...LINKS, ...MOBILE_ONLY].map(([key, path]) => (
            <li key={key}>
              <a href={pageLink(path)} aria-current={current(path)} onClick={menu.close}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitch />
        <a className="tutor" href={getConfig().tutorUrl}>
          {t("site.become-tutor")}
        </a>
        <WayIn signedIn={signedIn} visitor="site.signin" />
      </div>
    </header>
  );
}

/**
 * The way in: Dashboard with a session, else the visitor's words. In the wide bar both labels hold
 * the place (the other one hidden), so the bar keeps its layout when a page the server drew as a
 * visitor's learns that the reader is signed in. On a phone the bar has no room to spare: the
 * label alone, the brand beside it giving way.
 */
function WayIn({
  signedIn,
  visitor,
  className,
  holdPlace = false,
}: {
  signedIn: boolean;
  visitor: "site.start-learning" | "site.signin";
  className?: string;
  holdPlace?: boolean;
}) {
  useSignals();
  const [shown, other] = signedIn ? (["site.dashboard", visitor] as const) : ([visitor, "site.dashboard"] as const);
  return (
    <a className={className ? `cta ${className}` : "cta"} href={href(signedIn ? "dashboard" : "signin")}>
      {holdPlace ? (
        <span className="cta-labels">
          <span className="cta-label">{t(shown)}</span>
          <span className="cta-label cta-held" aria-hidden="true">
            {t(other)}
          </span>
        </span>
      ) : (
        t(shown)
      )}
    </a>
  );
}
