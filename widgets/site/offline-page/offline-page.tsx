import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import css from "./offline-page.css?inline";
import { t } from "./offline-page.messages.ts";

export const styles = [css];

/**
 * <lp-offline-page>: what an address opened with no network, and no copy of it on the device, shows
 * (the site's service worker answers with this page): the site's own words in the reader's
 * language instead of the browser's, Try again, and the learner's pages, which open offline.
 */
export default function OfflinePage() {
  useSignals();
  return (
    <section className="offline-page" aria-labelledby="offline-page-title">
      <h1 id="offline-page-title">{t("offline-page.title")}</h1>
      <p>{t("offline-page.text")}</p>
      <p>
        <button type="button" className="lp-button lp-button-primary" onClick={() => location.reload()} part="button">
          {t("offline-page.retry")}
        </button>
      </p>
      <nav aria-labelledby="offline-page-kept">
        <p id="offline-page-kept">{t("offline-page.kept")}</p>
        <p className="offline-page-ways">
          <a className="lp-button lp-button-secondary" href={href("myCourses")} part="button">
            {t("offline-page.my-courses")}
          </a>
          <a className="lp-button lp-button-secondary" href={href("dashboard")} part="button">
            {t("offline-page.dashboard")}
          </a>
        </p>
      </nav>
    </section>
  );
}
