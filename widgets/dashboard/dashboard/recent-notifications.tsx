import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { recentNotifications } from "#shared/api/notifications.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { Since } from "#shared/ui/since.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t } from "./dashboard.messages.ts";

/** How many of the newest notifications the card shows. */
const RECENT_COUNT = 5;

/**
 * The newest notifications, from the first page the header reads too (one request for both).
 * Hidden on small screens by the dashboard's CSS, where the header's bell is the way in.
 */
export function RecentNotifications() {
  useSignals();
  const titleId = useId();
  const recent = useModel(() => resource(() => recentNotifications()), []);
  const state = recent.state.value;
  const retry = recent.retry;
  const items = state.status === "ready" ? state.data.data.slice(0, RECENT_COUNT) : [];

  return (
    <section className="dash-card lp-card dash-notifications" aria-labelledby={titleId} part="card">
      <div className="dash-card-head">
        <h2 id={titleId} className="dash-card-title">
          {t("learner.dashboard.notifications.title")}
        </h2>
        <a className="dash-card-link" href={href("notifications")}>
          {t("learner.dashboard.notifications.all")}
        </a>
      </div>
      {state.status === "loading" ? (
        <Skeleton count={3} height={40} />
      ) : state.status === "error" ? (
        <ErrorState message={t("learner.dashboard.notifications.failed")} onRetry={retry} />
      ) : items.length === 0 ? (
        <EmptyState title={t("learner.dashboard.notifications.empty")} />
      ) : (
        <ul className="dash-notification-list">
          {items.map((n) => (
            <li key={n.id} className={`dash-notification${n.status === "unread" ? " dash-notification-unread" : ""}`}>
              <p className="dash-notification-title">
                {n.status === "unread" && (
                  <span className="dash-unread-dot">
                    <span className="lp-visually-hidden">{t("learner.dashboard.notifications.unread")}</span>
                  </span>
                )}
                {n.title}
              </p>
              <SafeHtml html={n.message} className="dash-notification-message" />
              <Since at={n.created_at} words={n.since} className="dash-notification-since" as="p" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
