import crypto from "node:crypto";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connection.ts";
import { HttpError } from "../../http/errors.ts";
import type { RealtimeServer } from "../../realtime/pusher-server.ts";
import { addSeconds, clock } from "../../time.ts";
import { notify } from "../learners/effects.ts";
import { enrolInCourse, enrolInExam } from "../learners/enrolments.ts";
import { escapeHtml } from "../mail/mailbox.ts";

/**
 * Sandbox payer numbers (the last nine digits count, so +237 prefixes work): this one is
 * declined, this one never answers, this one pays only after `payments.slowDelayMs` (a learner
 * slow to confirm on their phone), every other number pays after `payments.successDelayMs`.
 */
const SANDBOX_NUMBERS = { declined: "650000001", noAnswer: "650000002", slow: "650000003" } as const;

/** Laravel broadcasts an event under its class name; Echo's listen("PaymentProcessedEvent") expects exactly this. */
export const PAYMENT_EVENT = "App\\Events\\PaymentProcessedEvent";

export const paymentChannel = (userId: number) => `private-payment.user.${userId}`;

export interface PaymentRow {
  id: number;
  user_id: number;
  reference: string;
  title: string;
  item_type: "course" | "exam";
  item_id: number;
  amount: number;
  status: "pending" | "successful" | "failed";
  payment_method: string;
  payer_name: string | null;
  payer_phone: string | null;
  idempotency_key: string | null;
  settles_at: string | null;
  sandbox_outcome: "successful" | "failed" | "none" | null;
  payment_date: string;
  updated_at: string;
}

export interface PaymentRequest {
  userId: number;
  item: { type: "course" | "exam"; id: number; title: string; amount: number };
  payerName: string;
  payerPhone: string;
  idempotencyKey: string | null;
}

/** What the operator will answer for this payer, and after how long. */
function answerFor(phone: string, payments: Config["payments"]): { outcome: "successful" | "failed" | "none"; delayMs: number } {
  const last9 = phone.slice(-9);
  if (last9 === SANDBOX_NUMBERS.declined) return { outcome: "failed", delayMs: payments.failureDelayMs };
  if (last9 === SANDBOX_NUMBERS.noAnswer) return { outcome: "none", delayMs: payments.expiryMs };
  if (last9 === SANDBOX_NUMBERS.slow) return { outcome: "successful", delayMs: payments.slowDelayMs };
  return { outcome: "successful", delayMs: payments.successDelayMs };
}

/** Orange Cameroon numbers start 69 or 655-659; the rest are MTN Mobile Money. */
function methodFor(phone: string): "ORANGE_MONEY" | "MOBILE_MONEY" {
  const last9 = phone.slice(-9);
  return /^(69|65[5-9])/.test(last9) ? "ORANGE_MONEY" : "MOBILE_MONEY";
}

function newReference(): string {
  const day = clock.iso().slice(0, 10).replace(/-/g, "");
  return `LP-${day}-${crypto.randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * A mobile-money operator stand-in: a payment is pending until the operator answers after a delay,
 * then the learner is enrolled (on success) and told over their private realtime channel. A request
 * the operator never answers lapses as failed after `payments.expiryMs`.
 * Pending payments survive a restart: their answer time is stored and rescheduled on start.
 */
export const KEY_REUSED = "This Idempotency-Key was already used for another payment.";

export class PaymentSandbox {
  private timers = new Map<number, NodeJS.Timeout>();

  constructor(private readonly deps: { db: Database; config: Config; realtime: RealtimeServer }) {}

  /**
   * Starts a payment, or returns the one already under way: the same Idempotency-Key, or a
   * pending payment for the same item that has not lapsed. A double tap, a retry or a second tab
   * never charges twice; after a lapse the learner may try again.
   */
  initiate(req: PaymentRequest): { payment: PaymentRow; created: boolean } {
    const { db, config } = this.deps;
    return db.transaction(() => {
      const sameKey = req.idempotencyKey
        ? (db.prepare("SELECT * FROM payments WHERE user_id = ? AND idempotency_key = ?").get(req.userId, req.idempotencyKey) as PaymentRow | undefined)
        : undefined;
      const underWay = db
        .prepare(
          `SELECT * FROM payments WHERE user_id = ? AND item_type = ? AND item_id = ? AND status = 'pending' AND payment_date > ?
           ORDER BY id DESC`,
        )
        .get(req.userId, req.item.type, req.item.id, addSeconds(clock.iso(), -config.payments.expiryMs / 1000)) as PaymentRow | undefined;
      // A key names one payment for one item: reused for another item, it is refused, not answered with the first.
      if (sameKey && (sameKey.item_type !== req.item.type || sameKey.item_id !== req.item.id))
        throw new HttpError(422, { message: KEY_REUSED, errors: { idempotency_key: [KEY_REUSED] } });
      const existing = sameKey ?? underWay;
      if (existing) return { payment: existing, created: false };

      const { outcome, delayMs: delay } = answerFor(req.payerPhone, config.payments);
      const now = clock.iso();
      const id = db
        .prepare(
          `INSERT INTO payments (user_id, reference, title, item_type, item_id, amount, status, payment_method, payer_name,
             payer_phone, idempotency_key, settles_at, sandbox_outcome, payment_date, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          req.userId,
          newReference(),
          req.item.title,
          req.item.type,
          req.item.id,
          req.item.amount,
          methodFor(req.payerPhone),
          req.payerName,
          req.payerPhone,
          req.idempotencyKey,
          addSeconds(now, delay / 1000),
          outcome,
          now,
          now,
        ).lastInsertRowid as number;
      const payment = db.prepare("SELECT * FROM payments WHERE id = ?").get(id) as PaymentRow;
      return { payment, created: true };
    })();
  }

  /** Schedules the operator's answer; called after the initiating transaction has committed. */
  schedule(payment: PaymentRow): void {
    if (payment.status !== "pending" || !payment.settles_at || this.timers.has(payment.id)) return;
    const wait = Math.max(0, Date.parse(payment.settles_at) - clock.now().getTime());
    const timer = setTimeout(() => {
      this.timers.delete(payment.id);
      this.settle(payment.id);
    }, wait);
    timer.unref();
    this.timers.set(payment.id, timer);
  }

  /** Reschedules every pending payment that will be answered: after a restart nothing is lost. */
  resume(): void {
    const pending = this.deps.db.prepare("SELECT * FROM payments WHERE status = 'pending' AND settles_at IS NOT NULL").all() as PaymentRow[];
    for (const p of pending) this.schedule(p);
  }

  /** Applies the operator's answer once, then tells the learner (after commit, as Laravel's ShouldDispatchAfterCommit). */
  settle(paymentId: number): PaymentRow | null {
    const { db, realtime } = this.deps;
    const settled = db.transaction(() => {
      const p = db.prepare("SELECT * FROM payments WHERE id = ?").get(paymentId) as PaymentRow | undefined;
      if (p?.status !== "pending" || !p.sandbox_outcome) return null;
      // An operator that never answered: the request lapses and nothing was taken.
      const status = p.sandbox_outcome === "none" ? "failed" : p.sandbox_outcome;
      db.prepare("UPDATE payments SET status = ?, updated_at = ? WHERE id = ?").run(status, clock.iso(), p.id);
      if (status === "successful") {
        if (p.item_type === "course") enrolInCourse(db, p.user_id, p.item_id, "payment");
        else enrolInExam(db, p.user_id, p.item_id, "payment");
      }
      notify(db, p.user_id, {
        type: "payment",
        en: {
          title: status === "successful" ? "Payment successful" : "Payment failed",
          message:
            status === "successful"
              ? `<p>Your payment of <strong>${p.amount.toLocaleString("en-US")} XAF</strong> for <strong>${escapeHtml(p.title)}</strong> was received.</p>`
              : `<p>Your payment for <strong>${escapeHtml(p.title)}</strong> did not go through. No money was taken.</p>`,
        },
        fr: {
          title: status === "successful" ? "Paiement réussi" : "Paiement échoué",
          message:
            status === "successful"
              ? `<p>Votre paiement de <strong>${p.amount.toLocaleString("fr-FR")} XAF</strong> pour <strong>${escapeHtml(p.title)}</strong> a bien été reçu.</p>`
              : `<p>Votre paiement pour <strong>${escapeHtml(p.title)}</strong> n’a pas abouti. Aucun montant n’a été prélevé.</p>`,
        },
      });
      return db.prepare("SELECT * FROM payments WHERE id = ?").get(p.id) as PaymentRow;
    })();
    if (settled) {
      // The contract's event carries only the status; the rest helps a page that watches two payments.
      const extra =
        this.deps.config.contract === "spec"
          ? {}
          : { transaction_id: settled.reference, item_type: settled.item_type, item_id: settled.item_id, failure_reason: failureReason(settled) };
      realtime.broadcast(paymentChannel(settled.user_id), PAYMENT_EVENT, { status: settled.status, ...extra });
    }
    return settled;
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}

const METHOD_NAMES: Record<string, string> = {
  CREDIT_CARD: "Credit Card",
  BANK_TRANSFER: "Bank Transfer",
  PAYPAL: "PayPal",
  MOBILE_MONEY: "Mobile Money",
  CASH: "Cash",
  ORANGE_MONEY: "Orange Money",
};

/** The Payment entity of the learner area. */
/** Why a payment failed, beyond the contract: the payer declined it, or the operator never answered. */
const failureReason = (p: PaymentRow): "declined" | "expired" | null => (p.status !== "failed" ? null : p.sandbox_outcome === "none" ? "expired" : "declined");

export function serializePayment(p: PaymentRow) {
  return {
    id: p.id,
    title: p.title,
    reference: p.reference,
    transaction_id: p.reference,
    payment_date: p.payment_date,
    amount: p.amount,
    status: p.status,
    payment_method: p.payment_method,
    formatted_method: METHOD_NAMES[p.payment_method] ?? p.payment_method,
    item_type: p.item_type,
    item_id: p.item_id,
    failure_reason: failureReason(p),
    // The end of the number charged, beyond the contract: enough for the learner to recognise it.
    payer_phone_end: p.payer_phone ? p.payer_phone.slice(-2) : null,
  };
}
