import { storage } from "#shared/browser/storage.ts";

/** The pending payment survives a reload or a power cut under this key (shared by the tabs of a browser). */
export const PENDING_PAYMENT_KEY = "lpPendingPayment";

export interface PendingPayment {
  transactionId: string;
  /** The course the payment enrols in, so that course's page can resume watching it. */
  courseSlug: string | null;
  /** The exam the payment enrols in, so that exam's page knows the purchase it waits for. */
  examSlug: string | null;
  /** When the payment was initiated (ms since the epoch): the 180 s count from here. */
  startedAt: number;
  /** The learner who paid, when known: another learner signing in on this browser does not inherit it. */
  userId: number | null;
  /** The price as the learner saw it ("27 000 XAF"), and the number asked to approve it: the waiting dialog repeats both. */
  amount: string | null;
  phone: string | null;
  /** The learner chose to wait in the background: other pages show a small status, not the dialog. */
  background: boolean;
}

/** What a payment buys, as the page that started it knows it. */
export type PurchaseSlugs = Partial<Pick<PendingPayment, "courseSlug" | "examSlug">>;

/** What the page that starts a payment knows of it: what it buys, its price and the payer's number. */
export type PaymentDetails = PurchaseSlugs & Partial<Pick<PendingPayment, "amount" | "phone">>;

export function savePendingPayment(pending: PendingPayment): void {
  storage.local.set(PENDING_PAYMENT_KEY, JSON.stringify(pending));
}

/** The payment an earlier page left pending, or null; a damaged entry is dropped. */
export function readPendingPayment(): PendingPayment | null {
  const raw = storage.local.get(PENDING_PAYMENT_KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof p.transactionId === "string" && p.transactionId && typeof p.startedAt === "number" && Number.isFinite(p.startedAt))
      return {
        transactionId: p.transactionId,
        courseSlug: typeof p.courseSlug === "string" ? p.courseSlug : null,
        examSlug: typeof p.examSlug === "string" ? p.examSlug : null,
        startedAt: p.startedAt,
        userId: typeof p.userId === "number" ? p.userId : null,
        amount: typeof p.amount === "string" ? p.amount : null,
        phone: typeof p.phone === "string" && /^\d{1,15}$/.test(p.phone) ? p.phone : null,
        background: p.background === true,
      };
  } catch {
    /* a damaged entry is dropped below */
  }
  storage.local.remove(PENDING_PAYMENT_KEY);
  return null;
}

export function clearPendingPayment(transactionId: string): void {
  if (readPendingPayment()?.transactionId === transactionId) storage.local.remove(PENDING_PAYMENT_KEY);
}

/** Keeps the learner's choice to wait in the background with the payment, for the pages that follow. */
export function markPendingInBackground(transactionId: string, background: boolean): void {
  const pending = readPendingPayment();
  if (pending?.transactionId === transactionId && pending.background !== background) savePendingPayment({ ...pending, background });
}
