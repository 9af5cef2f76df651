import { storage } from "#shared/browser/storage.ts";

/*
 * The platform's API keeps no notification settings (no call reads or writes them), so these
 * choices live in this browser's local storage: they survive a reload on this device and reach
 * no other device, which the view says in so many words.
 */

export const NOTIFICATION_TOGGLES = [
  "course_updates",
  "new_courses",
  "payment_receipts",
  "exam_results",
  "certificate_earned",
  "class_announcements",
  "system_updates",
  "urgent_alerts",
] as const;

export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];
type NotificationPrefs = Record<NotificationToggle, boolean>;

const OFF_BY_DEFAULT: ReadonlySet<NotificationToggle> = new Set(["class_announcements", "system_updates", "urgent_alerts"]);

export const DEFAULT_PREFS: Readonly<NotificationPrefs> = Object.freeze(
  Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, !OFF_BY_DEFAULT.has(key)])) as NotificationPrefs,
);

export const PREFS_KEY = "lpNotificationSettings";

/** The saved choices over the defaults; a damaged or foreign entry changes nothing it cannot read. */
export function readPrefs(): NotificationPrefs {
  const prefs = { ...DEFAULT_PREFS };
  const raw = storage.local.get(PREFS_KEY);
  if (!raw) return prefs;
  try {
    const saved: unknown = JSON.parse(raw);
    if (saved && typeof saved === "object" && !Array.isArray(saved))
      for (const key of NOTIFICATION_TOGGLES) {
        const value = (saved as Record<string, unknown>)[key];
        if (typeof value === "boolean") prefs[key] = value;
      }
  } catch {
    /* unreadable: the defaults stand */
  }
  return prefs;
}

export function savePrefs(prefs: NotificationPrefs): void {
  storage.local.set(PREFS_KEY, JSON.stringify(prefs));
}
