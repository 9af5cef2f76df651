import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import css from "./not-found.css?inline";
import { t } from "./not-found.messages.ts";

export const styles = [css];

/**
 * <lp-not-found>: the site's page for an address it does not know, in the reader's language,
 * with the ways on: the catalogue first (most lost links were to a course), then home.
 */
export default function NotFound() {
  useSignals();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t("not-found.title")}</h1>
      <p>{t("not-found.text")}</p>
      <p className="not-found-ways">
        <a className="lp-button lp-button-primary" href={href("courses")} part="button">
          {t("not-found.courses")}
        </a>
        <a className="lp-button lp-button-secondary" href={href("home")} part="button">
          {t("not-found.home")}
        </a>
      </p>
    </section>
  );
}
