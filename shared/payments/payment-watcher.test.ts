import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "#shared/api/schemas.ts";
import { dropToken, saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { fakeRealtime } from "#tests/support/fake-echo.ts";
import { aUser, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import {
  PAYMENT_TIMEOUT_MS,
  PENDING_PAYMENT_KEY,
  pollDelay,
  prepare,
  readPendingPayment,
  resumePendingPayment,
  type Stop,
  type WatchCallbacks,
  watchPayment,
} from "./payment-watcher.ts";

vi.mock("../realtime/echo.ts", () => import("#tests/support/fake-echo.ts"));

const TX = "LP-20260101-ABCDE";
const CHANNEL = "payment.user.7";
const EVENT = "PaymentProcessedEvent";

let stops: Stop[] = [];

/** A payment API whose answer the test changes as the operator would. */
function paymentServer(initial = "pending") {
  const server = { status: initial, fail: false };
  const net = mockFetch((call) => {
    if (!call.url.pathname.startsWith("/api/payments/")) return json({ message: "Not Found" }, 404);
    if (server.fail) return networkError();
    if (decodeURIComponent(call.url.pathname.split("/").pop()!) !== TX) return json({ message: "Payment not found." }, 404);
    return json({ data: { status: server.status, item_type: "course", item_id: 3, transaction_id: TX } });
  });
  return Object.assign(server, { checks: () => net.to(`/payments/${TX}`).length, net });
}

function callbacks() {
  return {
    onSettled: vi.fn<(status: string) => void>(),
    onTimeout: vi.fn<() => void>(),
    onGone: vi.fn<() => void>(),
    onLiveUpdatesChange: vi.fn<(available: boolean) => void>(),
  } satisfies WatchCallbacks;
}

function watch(cb = callbacks()) {
  stops.push(watchPayment(TX, cb, { courseSlug: "intro-python" }));
  return cb;
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-01T09:00:00Z"));
  localStorage.clear();
  resetConfig();
  fakeRealtime.reset();
  saveToken("tok-learner");
  user.value = aUser({ id: 7 }) as User;
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dropToken();
  user.value = null;
});

describe("watchPayment", () => {
  it("listens on the learner's channel, remembers the payment, and asks the server once subscribed", async () => {
    const server = paymentServer("successful"); // the operator answered before the subscription existed
    const cb = watch();
    expect(fakeRealtime.active()).toMatchObject([{ name: CHANNEL, event: EVENT }]);
    expect(readPendingPayment()).toEqual({
      transactionId: TX,
      courseSlug: "intro-python",
      examSlug: null,
      startedAt: Date.now(),
      userId: 7,
      amount: null,
      phone: null,
      background: false,
    });
    await flush();
    expect(server.checks()).toBe(0);

    fakeRealtime.subscribeAll();
    await flush();
    expect(server.checks()).toBe(1);
    expect(server.net.to(`/payments/${TX}`)[0].headers.get("authorization")).toBe("Bearer tok-learner");
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("successful", undefined);
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
    expect(fakeRealtime.active()).toHaveLength(0);
  });

  it("lets the event's status decide, as the contract says", async () => {
    const server = paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await flush();
    expect(server.checks()).toBe(1);

    fakeRealtime.emit(CHANNEL, EVENT, { status: "failed", transaction_id: TX });
    await flush();
    expect(server.checks()).toBe(1);
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("failed", undefined);
    expect(readPendingPayment()).toBeNull();
  });

  it("passes on why a payment failed where the event says (beyond the contract)", async () => {
    paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await flush();
    fakeRealtime.emit(CHANNEL, EVENT, { status: "failed", transaction_id: TX, failure_reason: "declined" });
    await flush();
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("failed", "declined");
  });

  it("settles on the contract's event, which carries only the status", async () => {
    paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await flush();
    fakeRealtime.emit(CHANNEL, EVENT, { status: "successful" });
    await flush();
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("successful", undefined);
  });

  it("ignores events for other payments and malformed payloads", async () => {
    const server = paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await flush();
    const before = server.checks();

    for (const payload of [
      { status: "successful", transaction_id: "LP-OTHER" },
      { status: "successful", transaction_id: null },
      { status: "pending", transaction_id: TX },
      { status: "", transaction_id: TX },
      { transaction_id: TX },
      { status: 1, transaction_id: TX },
      "successful",
      null,
      42,
    ])
      fakeRealtime.emit(CHANNEL, EVENT, payload);
    await advance(10_000);
    expect(server.checks()).toBe(before);
    expect(cb.onSettled).not.toHaveBeenCalled();
  });

  it("without the status call (a contract-only API), waits for the event and asks nothing more", async () => {
    const net = mockFetch(() => json({ message: "The route could not be found." }, 404));
    const cb = watch();
    fakeRealtime.subscribeAll();
    await flush();
    expect(net.to(`/payments/${TX}`)).toHaveLength(1);
    fakeRealtime.state("unavailable"); // live updates down: still no polling of a call the API lacks
    await advance(60_000);
    document.dispatchEvent(new Event("visibilitychange"));
    await flush();
    expect(net.to(`/payments/${TX}`)).toHaveLength(1);
    expect(cb.onGone).not.toHaveBeenCalled();
    expect(readPendingPayment()?.transactionId).toBe(TX);

    fakeRealtime.subscribeAll();
    fakeRealtime.emit(CHANNEL, EVENT, { status: "successful" });
    await flush();
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("successful", undefined);
  });

  it("without the status call and without an event, times out at 180 s with its toast", async () => {
    mockFetch(() => json({ message: "Not Found" }, 404));
    const cb = watch();
    fakeRealtime.subscribeAll();
    await advance(PAYMENT_TIMEOUT_MS);
    expect(cb.onTimeout).toHaveBeenCalledOnce();
    expect(cb.onGone).not.toHaveBeenCalled();
  });

  it("polls with backoff (3 s, 6 s, 12 s, … capped at 30 s) while live updates are unavailable", async () => {
    const server = paymentServer("pending");
    const cb = watch();
    fakeRealtime.state("unavailable");
    expect(cb.onLiveUpdatesChange).toHaveBeenLastCalledWith(false);
    const at: number[] = [];
    const t0 = Date.now();
    for (let s = 0; s < 130; s++) {
      const n = server.checks();
      await advance(1000);
      if (server.checks() > n) at.push((Date.now() - t0) / 1000);
    }
    expect(at).toEqual([3, 9, 21, 45, 75, 105]);
    expect([0, 1, 2, 3, 4, 5, 9].map(pollDelay)).toEqual([3000, 6000, 12000, 24000, 30000, 30000, 30000]);

    server.status = "successful";
    await advance(30_000);
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("successful", undefined);
  });

  it("stops polling once subscribed, re-checks, and polls again after a drop until re-subscribed", async () => {
    const server = paymentServer("pending");
    const cb = watch();
    await advance(3000);
    expect(server.checks()).toBe(1); // still connecting: polled

    fakeRealtime.subscribeAll();
    await flush();
    expect(server.checks()).toBe(2);
    await advance(60_000);
    expect(server.checks()).toBe(2); // live: no polling

    fakeRealtime.state("connecting");
    await advance(3000);
    expect(server.checks()).toBe(3);
    fakeRealtime.subscribeAll(); // reconnected: pusher-js subscribes again
    await flush();
    expect(server.checks()).toBe(4);
    await advance(30_000);
    expect(server.checks()).toBe(4);
    expect(cb.onLiveUpdatesChange).not.toHaveBeenCalled(); // never "unavailable", only reconnecting
  });

  it("falls back to polling only when the channel is refused (403)", async () => {
    const server = paymentServer("pending");
    const cb = watch();
    fakeRealtime.refuseAll({ type: "AuthError", status: 403 });
    expect(cb.onLiveUpdatesChange).toHaveBeenCalledExactlyOnceWith(false);
    await advance(3000 + 6000);
    expect(server.checks()).toBe(2);
    server.status = "failed";
    await advance(12_000);
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("failed", undefined);
  });

  it("keeps trying when the status cannot be fetched, even while live", async () => {
    const server = paymentServer("pending");
    server.fail = true;
    const cb = watch();
    fakeRealtime.subscribeAll();
    await advance(10_000); // the client's own retries, then the watcher's next try
    server.fail = false;
    server.status = "successful";
    await advance(30_000);
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("successful", undefined);
  });

  it("gives up at 180 s with onTimeout, forgets the payment and stops asking", async () => {
    const server = paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await advance(PAYMENT_TIMEOUT_MS - 1000);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    await advance(1000);
    expect(cb.onTimeout).toHaveBeenCalledOnce();
    expect(readPendingPayment()).toBeNull();
    const n = server.checks();
    fakeRealtime.emit(CHANNEL, EVENT, { status: "successful", transaction_id: TX });
    await advance(60_000);
    expect(server.checks()).toBe(n);
    expect(cb.onSettled).not.toHaveBeenCalled();
    expect(fakeRealtime.active()).toHaveLength(0);
  });

  it("times out by the clock even when timers were held back (throttled or sleeping tab)", async () => {
    paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await advance(5000);
    vi.setSystemTime(Date.now() + PAYMENT_TIMEOUT_MS); // the machine slept: no timer ran meanwhile
    await advance(1000);
    expect(cb.onTimeout).toHaveBeenCalledOnce();
  });

  it("asks the server when the tab becomes visible again", async () => {
    const server = paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await flush();
    server.status = "successful";
    document.dispatchEvent(new Event("visibilitychange"));
    await flush();
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("successful", undefined);
  });

  it("lets go quietly when another learner signs in on this browser", async () => {
    paymentServer("pending");
    const cb = watch();
    fakeRealtime.subscribeAll();
    await flush();
    user.value = aUser({ id: 8 }) as User;
    expect(cb.onGone).toHaveBeenCalledOnce();
    expect(cb.onSettled).not.toHaveBeenCalled();
    expect(readPendingPayment()).toBeNull();
  });

  it("stop() ends the watch but keeps the payment for a later page", async () => {
    const server = paymentServer("pending");
    const cb = callbacks();
    const stop = watchPayment(TX, cb);
    stop();
    await advance(PAYMENT_TIMEOUT_MS + 1000);
    expect(server.checks()).toBe(0);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    expect(readPendingPayment()?.transactionId).toBe(TX);
    expect(fakeRealtime.active()).toHaveLength(0);
  });

  it("waits for the learner to be known before subscribing", async () => {
    paymentServer("pending");
    user.value = null;
    watch();
    expect(fakeRealtime.all).toHaveLength(0);
    user.value = aUser({ id: 7 }) as User;
    expect(fakeRealtime.active()).toMatchObject([{ name: CHANNEL }]);
  });
});

describe("resumePendingPayment", () => {
  const store = (p: unknown) => localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(p));

  it("continues after a reload with the time that was left, asking the server at once", async () => {
    const server = paymentServer("pending");
    store({ transactionId: TX, courseSlug: "intro-python", startedAt: Date.now() - 100_000 });
    const cb = callbacks();
    const stop = resumePendingPayment(cb, (p) => p.courseSlug === "intro-python");
    expect(stop).toBeTypeOf("function");
    stops.push(stop!);
    await flush();
    expect(server.checks()).toBe(1);
    fakeRealtime.subscribeAll();
    await advance(79_000);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    await advance(1000);
    expect(cb.onTimeout).toHaveBeenCalledOnce();
    expect(readPendingPayment()).toBeNull();
  });

  it("reports a payment that settled while the page was away", async () => {
    paymentServer("successful");
    store({ transactionId: TX, courseSlug: "intro-python", startedAt: Date.now() - 20_000 });
    const cb = callbacks();
    stops.push(resumePendingPayment(cb)!);
    await flush();
    expect(cb.onSettled).toHaveBeenCalledExactlyOnceWith("successful", undefined);
  });

  it("is resumed once per page, however many widgets ask", async () => {
    paymentServer("pending");
    store({ transactionId: TX, courseSlug: "intro-python", startedAt: Date.now() });
    const first = resumePendingPayment(callbacks());
    expect(first).toBeTypeOf("function");
    stops.push(first!);
    expect(resumePendingPayment(callbacks())).toBeNull();
    first!();
    const again = resumePendingPayment(callbacks());
    expect(again).toBeTypeOf("function");
    stops.push(again!);
  });

  it("resumes nothing for another course, an expired payment or a damaged entry", () => {
    const cb = callbacks();
    store({ transactionId: TX, courseSlug: "other-course", startedAt: Date.now() });
    expect(resumePendingPayment(cb, (p) => p.courseSlug === "intro-python")).toBeNull();
    expect(readPendingPayment()?.transactionId).toBe(TX);

    store({ transactionId: TX, courseSlug: "intro-python", startedAt: Date.now() - PAYMENT_TIMEOUT_MS });
    expect(resumePendingPayment(cb)).toBeNull();
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();

    for (const damaged of ["{not json", JSON.stringify({ transactionId: 5, startedAt: 1 }), JSON.stringify({ transactionId: TX })]) {
      localStorage.setItem(PENDING_PAYMENT_KEY, damaged);
      expect(resumePendingPayment(cb)).toBeNull();
      expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
    }
  });
});

describe("prepare", () => {
  it("subscribes before the payment starts and resolves once subscribed", async () => {
    let resolved = false;
    const { ready, release } = prepare();
    void ready.then(() => (resolved = true));
    expect(fakeRealtime.active()).toMatchObject([{ name: CHANNEL, event: EVENT }]);
    await flush();
    expect(resolved).toBe(false);
    fakeRealtime.subscribeAll();
    await flush();
    expect(resolved).toBe(true);
    release();
    expect(fakeRealtime.active()).toHaveLength(0);
  });

  it("lets the channel go at once when the learner turns back before it is ready, and waits no more", async () => {
    let resolved = false;
    const { ready, release } = prepare();
    void ready.then(() => (resolved = true));
    expect(fakeRealtime.active()).toHaveLength(1);
    release();
    await flush();
    expect(fakeRealtime.active()).toHaveLength(0);
    expect(resolved).toBe(true);
  });

  it("does not hold the payment up for more than about 8 s", async () => {
    let resolved = false;
    void prepare().ready.then(() => (resolved = true));
    await advance(7900);
    expect(resolved).toBe(false);
    await advance(100);
    expect(resolved).toBe(true);
    expect(fakeRealtime.active()).toHaveLength(1); // still held for the watcher to take over
    await advance(60_000);
    expect(fakeRealtime.active()).toHaveLength(0); // nobody took over: let go
  });

  it("resolves at once for a visitor, who has no channel", async () => {
    dropToken();
    user.value = null;
    let resolved = false;
    void prepare().ready.then(() => (resolved = true));
    await flush();
    expect(resolved).toBe(true);
    expect(fakeRealtime.all).toHaveLength(0);
  });
});
