import { useSignals } from "@preact/signals-react/runtime";
import { isSignedIn } from "#shared/auth/session.ts";
import { href } from "#shared/config/runtime.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import { savedCourses } from "#shared/offline/saved-list.ts";
import css from "./offline-page.css?inline";
import { t } from "./offline-page.messages.ts";

export const styles = [css];

/**
 * <lp-offline-page>: what an address opened with no network, and no copy of it on the device, shows
 * (the site's service worker answers with this page): the site's own words in the reader's
 * language instead of the browser's, Try again, the learner's pages, which open offline, and the
 * courses they saved on this device.
 */
export default function OfflinePage() {
  useSignals();
  const saved = savedCourses.value;
  // The page's head is the server's, in one language: the tab says it in the reader's.
  usePageTitle(t("offline-page.title"));
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
        {saved.length > 0 &&
          (isSignedIn.value ? (
            <>
              <p>{t("offline-page.saved")}</p>
              <ul className="offline-page-saved">
                {saved.map((course) => (
                  <li key={course.id}>
                    <a href={href("learnCourse", { slug: course.slug })}>{course.title}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t("offline-page.signin")}</p>
          ))}
      </nav>
    </section>
  );
}
