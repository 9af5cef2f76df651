import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import { t } from "./site.messages.ts";

/** Home, then the page itself: the trail the site's pages start with. */
export function Breadcrumb({ current }: { current: string }) {
  useSignals();
  return (
    <nav className="crumbs" aria-label={t("site.breadcrumb")} part="breadcrumb">
      <ol>
        <li>
          <a href={href("home")}>{t("site.nav.home")}</a>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
