import { useSignals } from "@preact/signals-react/runtime";
import { useId, useRef } from "react";
import { untilAborted } from "#shared/api/client.ts";
import { readableError } from "#shared/api/errors.ts";
import { getNotifications, markAllNotificationsRead, markNotificationRead, type Notification, type NotificationPage } from "#shared/api/learner.ts";
import { noteUnreadCount, recentNotifications, unreadCount } from "#shared/api/notifications.ts";
import { useModel } from "#shared/data/use-model.ts";
import { formatNumber } from "#shared/format/format.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import loadMoreCss from "#shared/lists/load-more.css?inline";
import { loadMoreWords } from "#shared/lists/load-more.messages.ts";
import { LoadMore } from "#shared/lists/load-more.tsx";
import { pagedList } from "#shared/lists/paged-list.ts";
import { Button } from "#shared/ui/button.tsx";
import { Since } from "#shared/ui/since.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import listsCss from "../components/lists.css?inline";
import css from "./notification-list.css?inline";
import { t } from "./notification-list.messages.ts";

export const styles = [loadMoreCss, listsCss, css];

type Filter = "" | "unread";

const loadFailure = (error: unknown) => readableError(error, t("notification-list.load-failed"));

/**
 * Every answer's count is the page's count (this list's and the header's badge). The first page of
 * all notifications is the one the header reads: it is shared, not asked for a second time.
 */
function fetchPage(page: number, status: Filter, signal: AbortSignal): Promise<NotificationPage> {
  const read = page === 1 && status === "" ? untilAborted(recentNotifications(), signal) : getNotifications({ page, status }, signal);
  return read.then((answer) => {
    if (!signal.aborted) noteUnreadCount(answer.unread_count);
    return answer;
  });
}

/** Focus goes back to the notification whose button just went away, unless the learner has moved on. */
function keepFocus(article: HTMLElement | null, button: HTMLElement): void {
  const root = button.getRootNode() as Document | ShadowRoot;
  if (!article?.isConnected) return;
  if (root.activeElement === button || root.activeElement === null || !button.isConnected) article.focus();
}

/**
 * <lp-notification-list>: the learner's notifications, 20 at a time with Load more; all or only
 * unread; mark one or all as read. Every count the server returns reaches the header's badge.
 */
export default function NotificationList() {
  useSignals();
  const titleId = useId();
  const model = useModel(() => pagedList<Notification, NotificationPage, Filter>(fetchPage, ""), []);
  const list = model.view.value;
  const filter = model.filter.value;
  const unread = unreadCount.value;
  const listRef = useRef<HTMLUListElement>(null);

  /** One notification was marked read: the list, the unread filter and the header's badge follow. */
  function markedRead(note: Notification, unreadLeft: number | null | undefined) {
    model.updateItems((items) => items.map((n) => (n.id === note.id ? { ...n, status: "read" } : n)));
    if (filter === "unread" && note.status === "unread") model.leftFilter(1);
    noteUnreadCount(unreadLeft ?? (unreadCount.peek() ?? 1) - 1);
    toast(t("notification-list.marked"), "success");
  }

  const markAll = useAction(markAllNotificationsRead, {
    succeeded: (answer) => {
      const wereUnread = list.items.filter((n) => n.status === "unread").length;
      model.updateItems((items) => items.map((n) => (n.status === "read" ? n : { ...n, status: "read" })));
      if (filter === "unread") model.leftFilter(Math.max(wereUnread, list.total));
      noteUnreadCount(answer.unread_count ?? 0);
      toast(t("notification-list.marked-all"), "success");
    },
    failed: (error) => toast(readableError(error, t("notification-list.mark-all-failed")), "error"),
  });

  const nothingUnread = unread === 0;
  return (
    <section className="list notes" aria-labelledby={titleId}>
      <header className="list-head">
        <div className="list-heading">
          <h1 id={titleId} className="list-title">
            {t("notification-list.title")}
          </h1>
          <p className="notes-unread" role="status" aria-live="polite">
            {unread === null ? "" : t.plural("notification-list.unread-count", unread, { count: formatNumber(unread) })}
          </p>
        </div>
        <div className="notes-tools">
          <div className="notes-filter" role="group" aria-label={t("notification-list.filter")}>
            {(["", "unread"] as const).map((value) => (
              <button
                key={value || "all"}
                type="button"
                className="notes-filter-option"
                aria-pressed={filter === value}
                onClick={() => model.setFilter(value)}
                part="button"
              >
                {t(value ? "notification-list.filter.unread" : "notification-list.filter.all")}
              </button>
            ))}
          </div>
          {/* Never disabled: a disabled button would drop the keyboard focus right after its own click. */}
          <Button
            variant="secondary"
            className="notes-mark-all"
            aria-busy={markAll.busy || undefined}
            aria-disabled={markAll.busy || nothingUnread || undefined}
            onClick={() => !nothingUnread && void markAll.run()}
          >
            {t("notification-list.mark-all")}
          </Button>
        </div>
      </header>

      {list.status === "loading" && <Skeleton count={4} height={88} />}
      {list.status === "error" && <ErrorState message={loadFailure(list.error)} onRetry={model.retry} />}
      {list.status === "ready" && list.items.length === 0 && <EmptyState title={t("notification-list.empty")} />}
      {list.status === "ready" && list.items.length > 0 && (
        <>
          <ul className="list-items notes-items" ref={listRef}>
            {list.items.map((note) => (
              <li key={note.id}>
                <NotificationItem note={note} onRead={markedRead} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={list.items.length}
            total={list.listed}
            hasMore={list.hasMore}
            more={list.more}
            failure={loadFailure(list.moreError)}
            count
            onLoadMore={model.loadMore}
            listRef={listRef}
            focusable="[tabindex='-1']"
            words={loadMoreWords()}
          />
        </>
      )}
    </section>
  );
}

function NotificationItem({ note, onRead }: { note: Notification; onRead: (note: Notification, unreadLeft: number | null | undefined) => void }) {
  useSignals();
  const titleId = useId();
  const unread = note.status === "unread";
  const article = useRef<HTMLElement>(null);
  const marking = useAction((_button: HTMLButtonElement) => markNotificationRead(note.id), {
    succeeded: (answer, button) => {
      onRead(note, answer.unread_count);
      // The button goes with the unread state: after the re-render, focus lands on its notification.
      requestAnimationFrame(() => keepFocus(article.current, button));
    },
    failed: (error) => toast(readableError(error, t("notification-list.mark-failed")), "error"),
  });
  return (
    <article ref={article} className={`list-card lp-card note${unread ? " note-unread" : ""}`} aria-labelledby={titleId} tabIndex={-1} part="card">
      <div className="list-card-head">
        <h2 id={titleId} className="note-title">
          {note.title}
        </h2>
        <span className={`badge ${unread ? "badge-info" : "badge-muted"} note-status`}>
          {t(unread ? "notification-list.status.unread" : "notification-list.status.read")}
        </span>
      </div>
      <SafeHtml html={note.message} className="note-message" />
      <p className="note-meta">
        {typeLabel(note) && <span className="note-type">{typeLabel(note)}</span>}
        <Since at={note.created_at} words={note.since} className="note-since" />
      </p>
      {unread && (
        <Button
          variant="link"
          className="note-mark"
          aria-describedby={titleId}
          aria-busy={marking.busy || undefined}
          aria-disabled={marking.busy || undefined}
          onClick={(event) => void marking.run(event.currentTarget)}
        >
          {t("notification-list.mark-read")}
        </Button>
      )}
    </article>
  );
}

const KNOWN_TYPES = ["enrollment", "payment", "certificate", "course_completed", "exam_result", "system"] as const;

/** The kind of a notification in the page's language when the API says which it is; the server's own words otherwise. */
function typeLabel(note: Notification): string {
  const known = KNOWN_TYPES.find((type) => type === note.type);
  return known ? t(`notification-list.type.${known}`) : note.formatted_type;
}
