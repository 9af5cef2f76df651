import { signal } from "@preact/signals-react";
import { getNotifications, type NotificationPage } from "#shared/api/learner.ts";
import { token } from "#shared/api/token.ts";

/** The learner's unread notifications as the server last said (the header's badge); null until known. */
export const unreadCount = signal<number | null>(null, { name: "notifications.unreadCount" });

let recent: { bearer: string | null; page: Promise<NotificationPage> } | null = null;

/**
 * The first page of the learner's notifications, read once per session and shared by every widget
 * on the page that shows it (the header's count, the dashboard's recent card): one request, not one each.
 */
export function recentNotifications(): Promise<NotificationPage> {
  const bearer = token.peek();
  if (!recent || recent.bearer !== bearer) {
    const page = getNotifications({ page: 1 }).then(
      (answer) => {
        unreadCount.value = answer.unread_count;
        return answer;
      },
      (error: unknown) => {
        if (recent?.page === page) recent = null; // the next reader asks again
        throw error;
      },
    );
    recent = { bearer, page };
  }
  return recent.page;
}

/** A widget changed or read the notifications: the count it got is shown, and the shared first page is read again when next needed. */
export function noteUnreadCount(count: number): void {
  unreadCount.value = Math.max(0, count);
  recent = null;
}

/** Forgets everything, for tests (a new session is told apart by its token). */
export function resetNotifications(): void {
  unreadCount.value = null;
  recent = null;
}
