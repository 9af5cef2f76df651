import { useSignals } from "@preact/signals-react/runtime";
import { type MouseEvent, useId, useRef, useState } from "react";
import { untilAborted } from "#shared/api/client.ts";
import { readableError } from "#shared/api/errors.ts";
import { getNotifications, markAllNotificationsRead, markNotificationRead, type Notification, type NotificationPage } from "#shared/api/learner/learner.ts";
import { noteUnreadCount, recentNotifications, unreadCount } from "#shared/api/learner/notifications.ts";
import { useModel } from "#shared/data/use-model.ts";
import { formatNumber } from "#shared/format/format.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import loadMoreCss from "#shared/lists/load-more.css?inline";
import { loadMoreWords } from "#shared/lists/load-more.messages.ts";
import { LoadMore } from "#shared/lists/load-more.tsx";
import { pagedList } from "#shared/lists/paged-list.ts";
import { Button } from "#shared/ui/button.tsx";
import { Since } from "#shared/ui/labels/since.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import listsCss from "../components/lists.css?inline";
import css from "./notification-list.css?inline";
import { t } from "./notification-list.messages.ts";

export const styles = [listsCss, css, loadMoreCss];

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
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  async function markOne(note: Notification, event: MouseEvent<HTMLButtonElement>) {
    if (marking.has(note.id)) return;
    const button = event.currentTarget;
    const article = button.closest("article");
    setMarking((s) => new Set(s).add(note.id));
    try {
      const answer = await markNotificationRead(note.id);
      model.updateItems((items) => items.map((n) => (n.id === note.id ? { ...n, status: "read" } : n)));
      if (filter === "unread" && note.status === "unread") model.leftFilter(1);
      noteUnreadCount(answer.unread_count ?? (unreadCount.peek() ?? 1) - 1);
      toast(t("notification-list.marked"), "success");
      // The button goes with the unread state: after the re-render, focus lands on its notification.
      requestAnimationFrame(() => keepFocus(article, button));
    } catch (error) {
      toast(readableError(error, t("notification-list.mark-failed")), "error");
    } finally {
      setMarking((s) => {
        const next = new Set(s);
        next.delete(note.id);
        return next;
      });
    }
  }

  async function markAll() {
    if (markingAll || unread === 0) return;
    setMarkingAll(true);
    try {
      const answer = await markAllNotificationsRead();
      const wereUnread = list.items.filter((n) => n.status === "unread").length;
      model.updateItems((items) => items.map((n) => (n.status === "read" ? n : { ...n, status: "read" })));
      if (filter === "unread") model.leftFilter(Math.max(wereUnread, list.total));
      noteUnreadCount(answer.unread_count ?? 0);
      toast(t("notification-list.marked-all"), "success");
    } catch (error) {
      toast(readableError(error, t("notification-list.mark-all-failed")), "error");
    } finally {
      setMarkingAll(false);
    }
  }

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
            aria-busy={markingAll || undefined}
            aria-disabled={markingAll || nothingUnread || undefined}
            onClick={markAll}
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
                <NotificationItem note={note} busy={marking.has(note.id)} onMark={(e) => void markOne(note, e)} />
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

function NotificationItem({ note, busy, onMark }: { note: Notification; busy: boolean; onMark: (e: MouseEvent<HTMLButtonElement>) => void }) {
  useSignals();
  const titleId = useId();
  const unread = note.status === "unread";
  return (
    <article className={`list-card lp-card note${unread ? " note-unread" : ""}`} aria-labelledby={titleId} tabIndex={-1} part="card">
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
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={onMark}
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
