import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dropToken, saveToken } from "#shared/api/token.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { disconnectRealtime, realtimeState, subscribePrivate, subscriberCount } from "./echo.ts";

/**
 * The real laravel-echo over a stand-in pusher-js: what Echo asks of Pusher (constructor options,
 * subscribe, unsubscribe, bind, unbind, connection state) is recorded and driven here.
 */
const fake = vi.hoisted(() => {
  type Callback = (data?: unknown) => void;
  class Emitter {
    callbacks = new Map<string, Callback[]>();
    bind(event: string, cb: Callback) {
      this.callbacks.set(event, [...(this.callbacks.get(event) ?? []), cb]);
      return this;
    }
    unbind(event?: string, cb?: Callback) {
      if (event && cb)
        this.callbacks.set(
          event,
          (this.callbacks.get(event) ?? []).filter((c) => c !== cb),
        );
      else if (event) this.callbacks.delete(event);
      return this;
    }
    bind_global() {
      return this;
    }
    unbind_global() {
      return this;
    }
    emit(event: string, data?: unknown) {
      for (const cb of this.callbacks.get(event) ?? []) cb(data);
    }
    count(event: string) {
      return this.callbacks.get(event)?.length ?? 0;
    }
  }
  class FakeChannel extends Emitter {
    subscribed = false;
    subscriptionPending = true;
    constructor(readonly name: string) {
      super();
    }
    succeed() {
      this.subscribed = true;
      this.subscriptionPending = false;
      this.emit("pusher:subscription_succeeded", {});
    }
    refuse(status: number) {
      this.subscriptionPending = false;
      this.emit("pusher:subscription_error", { type: "AuthError", error: "refused", status });
    }
  }
  class FakeConnection extends Emitter {
    state = "connecting";
    set(next: string) {
      const previous = this.state;
      this.state = next;
      this.emit("state_change", { previous, current: next });
      this.emit(next);
    }
  }
  class FakePusher {
    static instances: FakePusher[] = [];
    connection = new FakeConnection();
    channels = new Map<string, FakeChannel>();
    subscribes: string[] = [];
    unsubscribes: string[] = [];
    disconnected = false;
    constructor(
      readonly key: string,
      readonly options: Record<string, any>,
    ) {
      FakePusher.instances.push(this);
    }
    subscribe(name: string) {
      this.subscribes.push(name);
      let channel = this.channels.get(name);
      if (!channel) this.channels.set(name, (channel = new FakeChannel(name)));
      return channel;
    }
    unsubscribe(name: string) {
      this.unsubscribes.push(name);
      this.channels.delete(name);
    }
    disconnect() {
      this.disconnected = true;
      this.connection.set("disconnected");
    }
  }
  return { FakePusher };
});

vi.mock("pusher-js", () => ({ default: fake.FakePusher }));

const EVENT = "App\\Events\\PaymentProcessedEvent";
const pusher = () => fake.FakePusher.instances.at(-1)!;
const channel = (name = "private-payment.user.7") => pusher().channels.get(name)!;
const ready = () => vi.waitFor(() => expect(fake.FakePusher.instances.length).toBeGreaterThan(0));

beforeEach(() => {
  resetConfig();
  saveToken("tok-1");
});

afterEach(() => {
  disconnectRealtime();
  fake.FakePusher.instances.length = 0;
  dropToken();
  delete window.lpConfig;
});

describe("the page's realtime connection", () => {
  it("connects only on first use, once, with self-hosted settings and the current token per auth request", async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.FakePusher.instances).toHaveLength(0);
    window.lpConfig = { realtime: { key: "app-key", host: "rt.example.cm", port: "6001", tls: "true" } };
    resetConfig();

    const offA = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined);
    const offB = subscribePrivate("orders.9", "OrderShipped", () => undefined);
    await ready();
    await vi.waitFor(() => expect(pusher().subscribes).toHaveLength(2));
    expect(fake.FakePusher.instances).toHaveLength(1);
    const { key, options } = pusher();
    expect(key).toBe("app-key");
    expect(options).toMatchObject({
      wsHost: "rt.example.cm",
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: true,
      enabledTransports: ["ws", "wss"],
      channelAuthorization: { endpoint: "http://127.0.0.1:8787/api/broadcasting/auth", transport: "ajax" },
    });
    expect(options.cluster).toBe(""); // the reverb broadcaster: no Pusher cluster needed
    expect(options.auth.headers).toEqual({}); // never Echo's shared default object
    expect(options.channelAuthorization.headersProvider()).toEqual({ Accept: "application/json", Authorization: "Bearer tok-1" });
    offA();
    offB();
  });

  it("closes the connection when the session ends or changes hands, and opens a new one for the next session", async () => {
    const heard: unknown[] = [];
    subscribePrivate("payment.user.7", "PaymentProcessedEvent", (e) => heard.push(e));
    await ready();
    const first = pusher();
    dropToken(); // signed out, or a 401
    expect(first.disconnected).toBe(true);
    expect(realtimeState.value).toBe("idle");
    expect(subscriberCount("payment.user.7")).toBe(0);

    saveToken("tok-2");
    subscribePrivate("payment.user.8", "PaymentProcessedEvent", () => undefined);
    await vi.waitFor(() => expect(fake.FakePusher.instances).toHaveLength(2));
    const second = pusher();
    expect(second.options.channelAuthorization.headersProvider().Authorization).toBe("Bearer tok-2");
    saveToken("tok-3"); // another learner signed in on this page
    expect(second.disconnected).toBe(true);
    expect(heard).toEqual([]);
  });

  it("closes a connection left without channels after 30 s, and keeps it if one comes back in time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const off = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined);
      await vi.waitFor(() => expect(pusher()?.subscribes).toHaveLength(1));
      const socket = pusher();
      off();
      vi.advanceTimersByTime(29_000);
      const again = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined);
      vi.advanceTimersByTime(10_000);
      expect(socket.disconnected).toBe(false);
      again();
      vi.advanceTimersByTime(29_999);
      expect(socket.disconnected).toBe(false);
      vi.advanceTimersByTime(1);
      expect(socket.disconnected).toBe(true);
      expect(realtimeState.value).toBe("idle");
    } finally {
      vi.useRealTimers();
    }
  });

  it("publishes the connection state", async () => {
    const off = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined);
    await ready();
    expect(realtimeState.value).toBe("connecting");
    const states: string[] = [];
    for (const next of ["connected", "unavailable", "connecting", "connected", "disconnected", "failed"]) {
      pusher().connection.set(next);
      states.push(realtimeState.value);
    }
    expect(states).toEqual(["connected", "unavailable", "connecting", "connected", "unavailable", "failed"]);
    off();
    disconnectRealtime();
    expect(realtimeState.value).toBe("idle");
  });

  it("shares a channel between subscribers and leaves it only when the last one leaves", async () => {
    const heardA: unknown[] = [];
    const heardB: unknown[] = [];
    const offA = subscribePrivate("payment.user.7", "PaymentProcessedEvent", (e) => heardA.push(e));
    const offB = subscribePrivate("private-payment.user.7", "PaymentProcessedEvent", (e) => heardB.push(e));
    await ready();
    await vi.waitFor(() => expect(subscriberCount("payment.user.7")).toBe(2));
    expect(pusher().subscribes).toEqual(["private-payment.user.7"]);

    channel().emit(EVENT, { status: "successful" });
    expect(heardA).toHaveLength(1);
    expect(heardB).toHaveLength(1);

    offA();
    offA(); // twice is harmless
    expect(pusher().unsubscribes).toEqual([]);
    channel().emit(EVENT, { status: "failed" });
    expect(heardA).toHaveLength(1);
    expect(heardB).toHaveLength(2);

    offB();
    expect(pusher().unsubscribes).toEqual(["private-payment.user.7"]);
    expect(subscriberCount("payment.user.7")).toBe(0);
  });

  it("unbinds only its own callbacks, even when two widgets pass the same function", async () => {
    const heard: unknown[] = [];
    const handler = (e: unknown) => heard.push(e);
    const offA = subscribePrivate("payment.user.7", "PaymentProcessedEvent", handler);
    const offB = subscribePrivate("payment.user.7", "PaymentProcessedEvent", handler);
    await ready();
    await vi.waitFor(() => expect(subscriberCount("payment.user.7")).toBe(2));
    const ch = channel();
    const succeededBefore = ch.count("pusher:subscription_succeeded");
    offA();
    expect(ch.count(EVENT)).toBe(1);
    expect(ch.count("pusher:subscription_succeeded")).toBe(succeededBefore - 1);
    ch.emit(EVENT, "x");
    expect(heard).toEqual(["x"]);
    offB();
  });

  it("tells every subscriber about each (re)subscription, and a late one about the current one", async () => {
    const first = vi.fn();
    const offA = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined, { onSubscribed: first });
    await ready();
    await vi.waitFor(() => expect(subscriberCount("payment.user.7")).toBe(1));
    channel().succeed();
    expect(first).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    const offB = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined, { onSubscribed: late });
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));

    channel().succeed(); // pusher-js subscribes again after a reconnect
    expect(first).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(2);
    offA();
    offB();
  });

  it("reports a refused channel (403) to its subscribers, and asks again for a later one", async () => {
    const onError = vi.fn();
    const offA = subscribePrivate("payment.user.8", "PaymentProcessedEvent", () => undefined, { onError });
    await ready();
    await vi.waitFor(() => expect(subscriberCount("payment.user.8")).toBe(1));
    channel("private-payment.user.8").refuse(403);
    expect(onError).toHaveBeenCalledExactlyOnceWith({ type: "AuthError", status: 403 });

    const lateError = vi.fn();
    const offB = subscribePrivate("payment.user.8", "PaymentProcessedEvent", () => undefined, { onError: lateError });
    await vi.waitFor(() => expect(lateError).toHaveBeenCalledExactlyOnceWith({ type: "AuthError", status: 403 }));
    expect(pusher().subscribes.filter((n) => n === "private-payment.user.8")).toHaveLength(2);
    offA();
    offB();
  });

  it("never subscribes for a subscriber that left before the connection was ready", async () => {
    const off = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined);
    off();
    await ready();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pusher().subscribes).toEqual([]);
  });

  it("starts a new connection after disconnectRealtime()", async () => {
    const off = subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined);
    await ready();
    const firstPusher = pusher();
    disconnectRealtime();
    expect(firstPusher.disconnected).toBe(true);
    off(); // harmless after the connection is gone
    subscribePrivate("payment.user.7", "PaymentProcessedEvent", () => undefined);
    await vi.waitFor(() => expect(fake.FakePusher.instances).toHaveLength(2));
    await vi.waitFor(() => expect(pusher().subscribes).toEqual(["private-payment.user.7"]));
  });
});
