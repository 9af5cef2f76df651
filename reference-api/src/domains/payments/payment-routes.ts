import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { type FieldErrors, forbidden, invalid, notFound } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { type PaymentRow, paymentChannel, serializePayment } from "./sandbox.ts";

const STATUSES = ["pending", "successful", "failed"];

export function paymentRoutes(deps: Deps) {
  const { db, realtime } = deps;
  const r = new Hono<AppEnv>();

  r.get("/payments", (c) => {
    const user = requireUser(c);
    const query = c.req.query();
    const page = readPage(query, 20);
    const status = query.status?.trim() ?? "";
    if (status && !STATUSES.includes(status)) throw invalid({ status: ["The selected status is invalid."] });
    const filter = status ? "AND status = ?" : "";
    const args: (string | number)[] = status ? [user.id, status] : [user.id];
    const total = (db.prepare(`SELECT COUNT(*) n FROM payments WHERE user_id = ? ${filter}`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM payments WHERE user_id = ? ${filter} ORDER BY payment_date DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as PaymentRow[];
    // The summary covers all of the learner's payments, whatever page or filter is shown.
    const sums = db
      .prepare(
        // A failed payment took no money: the total is what was paid and what may still be.
        `SELECT COALESCE(SUM(CASE WHEN status IN ('successful', 'pending') THEN amount END), 0) AS total_amount,
           COALESCE(SUM(CASE WHEN status = 'successful' THEN amount END), 0) AS amount_paid,
           COALESCE(SUM(CASE WHEN status = 'pending' THEN amount END), 0) AS amount_pending
         FROM payments WHERE user_id = ?`,
      )
      .get(user.id) as { total_amount: number; amount_paid: number; amount_pending: number };
    return c.json({ data: rows.map(serializePayment), ...sums, meta: pageMeta(page, total, rows.length) });
  });

  // Lets a payment watcher confirm over HTTP what the realtime event said, or what it missed.
  r.get("/payments/:reference", (c) => {
    const user = requireUser(c);
    const row = db.prepare("SELECT * FROM payments WHERE reference = ? AND user_id = ?").get(c.req.param("reference"), user.id) as PaymentRow | undefined;
    if (!row) throw notFound("Payment not found.");
    return c.json({ data: serializePayment(row) });
  });

  // Pusher-protocol channel authorisation: a learner may listen only to their own payment channel.
  r.post("/broadcasting/auth", async (c) => {
    const user = requireUser(c);
    const input = await readInput(c);
    const socketId = typeof input.socket_id === "string" ? input.socket_id : "";
    const channel = typeof input.channel_name === "string" ? input.channel_name : "";
    const errors: FieldErrors = {};
    if (!realtime.isSocketId(socketId)) errors.socket_id = ["The socket id field is invalid."];
    if (!channel) errors.channel_name = ["The channel name field is required."];
    if (Object.keys(errors).length) throw invalid(errors);
    if (channel !== paymentChannel(user.id)) throw forbidden();
    return c.json(realtime.authorize(socketId, channel));
  });

  return r;
}
