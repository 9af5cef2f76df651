import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import { t } from "./site.messages.ts";

/** Home, the pages above this one (Blog, above a post), then the page itself: the trail the site's pages start with. */
export function Breadcrumb({ current, parents = [] }: { current: string; parents?: { label: string; href: string }[] }) {
  useSignals();
  return (
    <nav className="crumbs" aria-label={t("site.breadcrumb")} part="breadcrumb">
      <ol>
        <li>
          <a href={href("home")}>{t("site.nav.home")}</a>
        </li>
        {parents.map((p) => (
          <li key={p.href}>
            <a href={p.href}>{p.label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
