import { ApiError, isTransient } from "#shared/api/errors.ts";
import { token } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { realtimeState, type SubscriptionError, subscribePrivate } from "#shared/realtime/echo.ts";
import { getPaymentStatus } from "./payment-status.ts";
import { clearPendingPayment, type PaymentDetails, type PendingPayment, readPendingPayment, savePendingPayment } from "./pending-payment.ts";

export { PENDING_PAYMENT_KEY, type PendingPayment, readPendingPayment } from "./pending-payment.ts";

/**
 * Watches a mobile-money payment until it is settled. As the contract says, the realtime event's
 * status decides. Where the API also answers GET /payments/{id} (the reference API does; the
 * contract does not promise it), the watcher asks it too, to catch an event it could not hear:
 * after each (re)subscription, on a backoff schedule while live updates are down, and when the tab
 * wakes up. An API without that call (404, 405, 501) leaves the event alone to decide, up to the
 * 180 s time-out.
 */

/** The spec's wait: after this long without an answer the learner is told it timed out. */
export const PAYMENT_TIMEOUT_MS = 180_000;
/** Laravel's event class, as Echo's listen() names it with the default namespace. */
export const PAYMENT_EVENT = "PaymentProcessedEvent";
export const paymentChannel = (userId: number) => `payment.user.${userId}`;

const POLL_FIRST_MS = 3_000;
const POLL_CAP_MS = 30_000;
/** How often the deadline is compared with the clock; a late timer only makes this late, never wrong. */
const TICK_MS = 1_000;
/**
 * The longest Pay waits for the channel: missing an operator that answers at once costs the learner
 * the whole 180 s; a slow link or a busy phone can take seconds to connect (the checkout starts
 * listening as it opens, so this is rarely waited).
 */
export const PREPARE_WAIT_MS = 8_000;
/** A prepared subscription nobody took over is let go after this long. */
const PREPARE_HOLD_MS = 60_000;

/** Poll delays while live updates are down: 3 s, 6 s, 12 s, 24 s, then every 30 s. */
export const pollDelay = (attempt: number) => Math.min(POLL_CAP_MS, POLL_FIRST_MS * 2 ** attempt);

export interface WatchCallbacks {
  /**
   * The server reports the payment settled: "successful", or any other final status (a failure),
   * with the reason where the API gives one (beyond the contract: "declined", "expired").
   */
  onSettled(status: string, reason?: string): void;
  /** No answer within 180 s of the start. */
  onTimeout(): void;
  /** Another learner signed in, or the session ended: nothing more to report to this page. */
  onGone?(): void;
  /**
   * Called when live updates become unavailable (connection down, channel refused: the watcher
   * polls meanwhile) and when they are back. They are assumed available until told otherwise.
   */
  onLiveUpdatesChange?(available: boolean): void;
}

export type Stop = () => void;

/**
 * Subscribes to the learner's payment channel ahead of initiating a payment, so an operator that
 * answers at once is not missed. `ready` resolves once subscribed, refused or after about 8 s;
 * `release` lets the subscription go, at any time (once watchPayment has started, or when the
 * learner turns back before paying).
 */
export function prepare(): { ready: Promise<void>; release: Stop } {
  let unsubscribe: Stop | null = null;
  let stopUser: Stop | null = null;
  let ready: () => void = () => undefined;
  const readied = new Promise<void>((resolve) => {
    ready = () => {
      clearTimeout(wait);
      resolve();
    };
  });
  const release = () => {
    ready();
    clearTimeout(hold);
    stopUser?.();
    unsubscribe?.();
    unsubscribe = stopUser = null;
  };
  const wait = setTimeout(ready, PREPARE_WAIT_MS);
  const hold = setTimeout(release, PREPARE_HOLD_MS);
  if (!token.value) ready();
  else
    stopUser = user.subscribe((u) => {
      if (u && !unsubscribe) unsubscribe = subscribePrivate(paymentChannel(u.id), PAYMENT_EVENT, () => undefined, { onSubscribed: ready, onError: ready });
    });
  return { ready: readied, release };
}

/**
 * Watches the payment `transactionId` that was just initiated, remembering it so a reload can
 * resume it. Exactly one of onSettled, onTimeout or onGone is called, at most once. Returns stop().
 */
export function watchPayment(transactionId: string, callbacks: WatchCallbacks, options: PaymentDetails = {}): Stop {
  const pending: PendingPayment = {
    transactionId,
    courseSlug: options.courseSlug ?? null,
    examSlug: options.examSlug ?? null,
    startedAt: Date.now(),
    userId: user.value?.id ?? null,
    amount: options.amount ?? null,
    phone: options.phone ?? null,
    background: false,
  };
  savePendingPayment(pending);
  return watch(pending, callbacks, false);
}

/**
 * Continues watching the payment left pending by an earlier page (reload, power cut), with the
 * time it has left. `match` picks which payments this caller resumes (for example one course's).
 * Returns stop(), or null when there is nothing (still) pending to resume.
 */
export function resumePendingPayment(callbacks: WatchCallbacks, match: (p: PendingPayment) => boolean = () => true): Stop | null {
  const pending = readPendingPayment();
  // One watch per payment and page, however many widgets on it would resume it.
  if (!pending || !match(pending) || watching.has(pending.transactionId)) return null;
  if (Date.now() >= pending.startedAt + PAYMENT_TIMEOUT_MS) {
    clearPendingPayment(pending.transactionId);
    return null;
  }
  return watch(pending, callbacks, true);
}

/** The payments this page watches now. */
const watching = new Set<string>();

/** Answers that mean the API has no status call for payments: the event alone decides. */
const NO_STATUS_CALL = new Set([404, 405, 501]);

function watch(pending: PendingPayment, callbacks: WatchCallbacks, checkAtOnce: boolean): Stop {
  const { transactionId } = pending;
  watching.add(transactionId);
  const deadline = pending.startedAt + PAYMENT_TIMEOUT_MS;
  const abort = new AbortController();
  let done = false;
  let subscribed = false;
  let refused = false;
  let available = true;
  /** Whether the API answers GET /payments/{id}; assumed until it says otherwise. */
  let statusCall = true;
  let attempt = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  let again = false;
  let unsubscribe: Stop | null = null;
  let stopState: Stop = () => undefined;
  let stopUser: Stop = () => undefined;

  const isLive = () => subscribed && realtimeState.value === "connected";

  function end(clear: boolean, report: () => void): void {
    if (done) return;
    done = true;
    watching.delete(transactionId);
    clearTimeout(pollTimer);
    clearInterval(tick);
    abort.abort();
    stopUser();
    stopState();
    unsubscribe?.();
    document.removeEventListener("visibilitychange", wake);
    window.removeEventListener("online", wake);
    if (clear) clearPendingPayment(transactionId);
    report();
  }

  function pastDeadline(): boolean {
    if (Date.now() < deadline) return false;
    end(true, () => callbacks.onTimeout());
    return true;
  }

  /** Polls only while live updates are down, or after a check that could not reach the server. */
  function schedulePoll(reachedServer: boolean): void {
    clearTimeout(pollTimer);
    pollTimer = undefined;
    if (done || !statusCall || (isLive() && reachedServer)) return;
    pollTimer = setTimeout(() => void check(), pollDelay(attempt++));
  }

  async function check(): Promise<void> {
    if (done || pastDeadline() || !statusCall) return;
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    let reached = false;
    try {
      const { status, failure_reason: reason } = await getPaymentStatus(transactionId, abort.signal);
      reached = true;
      if (!done && status !== "pending") end(true, () => callbacks.onSettled(status, reason ?? undefined));
    } catch (error) {
      if (!done && error instanceof ApiError) {
        // The session ended: keep the payment, the learner resumes it after signing in again.
        if (error.status === 401) end(false, () => callbacks.onGone?.());
        // No such call here, or a refusal that asking again would only repeat: the event alone decides.
        else if (NO_STATUS_CALL.has(error.status) || !isTransient(error)) statusCall = false;
        // A transient failure (no answer, 5xx, 429) is asked again on the backoff schedule.
      }
    } finally {
      checking = false;
    }
    if (done) return;
    if (again) {
      again = false;
      return check();
    }
    schedulePoll(reached);
  }

  function liveChanged(): void {
    if (!isLive() && pollTimer === undefined && !checking) schedulePoll(true);
    const state = realtimeState.value;
    const now = !refused && state !== "unavailable" && state !== "failed";
    if (now === available) return;
    available = now;
    callbacks.onLiveUpdatesChange?.(now);
  }

  /**
   * The event's status decides: 'successful', or any other final status a failure. The contract's
   * event carries only the status, so one without a transaction id is this learner's payment; one
   * naming another payment (an API that says more) is not ours.
   */
  function onEvent(payload: unknown): void {
    if (!payload || typeof payload !== "object") return;
    const { status, transaction_id: id, failure_reason: reason } = payload as { status?: unknown; transaction_id?: unknown; failure_reason?: unknown };
    if (typeof status !== "string" || !status || status === "pending") return;
    if (id !== undefined && id !== transactionId) return;
    end(true, () => callbacks.onSettled(status, typeof reason === "string" ? reason : undefined));
  }

  function wake(): void {
    if (document.visibilityState !== "hidden") void check();
  }

  const tick = setInterval(pastDeadline, TICK_MS);
  stopState = realtimeState.subscribe((state) => {
    if (state !== "connected") subscribed = false;
    liveChanged();
  });
  stopUser = user.subscribe((u) => {
    // Another learner signed in on this browser: the payment is not theirs to watch.
    if (u && pending.userId !== null && u.id !== pending.userId) return end(true, () => callbacks.onGone?.());
    if (!u || unsubscribe || done) return;
    unsubscribe = subscribePrivate(paymentChannel(u.id), PAYMENT_EVENT, onEvent, {
      onSubscribed() {
        subscribed = true;
        refused = false;
        attempt = 0;
        clearTimeout(pollTimer);
        pollTimer = undefined;
        liveChanged();
        void check(); // whatever was sent before this subscription existed is not replayed: ask
      },
      onError(_error: SubscriptionError) {
        subscribed = false; // 403 and friends: polling only
        refused = true;
        liveChanged();
      },
    });
  });
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("online", wake);
  if (checkAtOnce) void check();

  return () => end(false, () => undefined);
}
