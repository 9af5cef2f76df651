import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { clock, since } from "../../time.ts";

interface NotificationRow {
  id: number;
  type: string;
  title: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

const formattedType = (type: string) =>
  type
    .split("_")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");

const serialize = (n: NotificationRow) => ({
  id: n.id,
  title: n.title,
  message: n.message,
  status: n.read_at ? "read" : "unread",
  type: n.type,
  formatted_type: formattedType(n.type),
  created_at: n.created_at,
  read_at: n.read_at,
  since: since(n.created_at),
});

export function notificationRoutes({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const unreadCount = (userId: number) =>
    (db.prepare("SELECT COUNT(*) n FROM notifications WHERE user_id = ? AND read_at IS NULL").get(userId) as { n: number }).n;

  r.get("/notifications", (c) => {
    const user = requireUser(c);
    const query = c.req.query();
    const page = readPage(query, 20);
    const status = query.status?.trim() ?? "";
    if (status && status !== "unread" && status !== "read") throw invalid({ status: ["The selected status is invalid."] });
    const filter = status === "unread" ? "AND read_at IS NULL" : status === "read" ? "AND read_at IS NOT NULL" : "";
    const total = (db.prepare(`SELECT COUNT(*) n FROM notifications WHERE user_id = ? ${filter}`).get(user.id) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM notifications WHERE user_id = ? ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(user.id, page.limit, page.offset) as NotificationRow[];
    return c.json({ data: rows.map(serialize), unread_count: unreadCount(user.id), meta: pageMeta(page, total, rows.length) });
  });

  r.patch("/notifications/mark-all-as-read", (c) => {
    const user = requireUser(c);
    db.prepare("UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL").run(clock.iso(), user.id);
    return c.json({ message: "All notifications marked as read", unread_count: 0 });
  });

  r.patch("/notifications/:id{[0-9]+}/mark-as-read", (c) => {
    const user = requireUser(c);
    const id = Number(c.req.param("id"));
    const row = db.prepare("SELECT * FROM notifications WHERE id = ? AND user_id = ?").get(id, user.id) as NotificationRow | undefined;
    if (!row) throw notFound("Notification not found.");
    if (!row.read_at) db.prepare("UPDATE notifications SET read_at = ? WHERE id = ?").run(clock.iso(), id);
    const updated = db.prepare("SELECT * FROM notifications WHERE id = ?").get(id) as NotificationRow;
    return c.json({ message: "Notification marked as read", data: serialize(updated), unread_count: unreadCount(user.id) });
  });

  return r;
}
