import { signal } from "@preact/signals-react";
import type { RealtimeState, SubscribeOptions, SubscriptionError } from "#shared/realtime/echo.ts";

/**
 * A stand-in for echo.ts with the same exports, for tests that mock the realtime layer at its
 * module boundary: `vi.mock(".../shared/realtime/echo.ts", () => import(".../shared/realtime/fake-echo.ts"))`.
 * `fakeRealtime` drives it: connect, refuse, emit events, inspect subscriptions.
 */
export const realtimeState = signal<RealtimeState>("idle");

export interface FakeSubscription {
  name: string;
  event: string;
  handler: (payload: unknown) => void;
  options: SubscribeOptions;
  active: boolean;
  subscribed: boolean;
}

const subscriptions: FakeSubscription[] = [];

export function subscribePrivate(name: string, event: string, handler: (payload: unknown) => void, options: SubscribeOptions = {}): () => void {
  const s: FakeSubscription = { name: name.replace(/^private-/, ""), event, handler, options, active: true, subscribed: false };
  subscriptions.push(s);
  if (fakeRealtime.autoSubscribe) queueMicrotask(() => fakeRealtime.subscribeAll());
  return () => {
    s.active = false;
  };
}

export const subscriberCount = (name: string) => active().filter((s) => s.name === name.replace(/^private-/, "")).length;

export function disconnectRealtime(): void {
  realtimeState.value = "idle";
}

const active = () => subscriptions.filter((s) => s.active);

export const fakeRealtime = {
  /** When true, every new subscription succeeds on its own (the socket is up). */
  autoSubscribe: false,
  all: subscriptions,
  active,
  /** The connection comes up and every active subscription succeeds (again). */
  subscribeAll(): void {
    realtimeState.value = "connected";
    for (const s of active()) {
      s.subscribed = true;
      s.options.onSubscribed?.();
    }
  },
  refuseAll(error: SubscriptionError = { type: "AuthError", status: 403 }): void {
    realtimeState.value = "connected";
    for (const s of active()) {
      s.subscribed = false;
      s.options.onError?.(error);
    }
  },
  /** The connection state changes (a drop takes every subscription with it). */
  state(next: RealtimeState): void {
    if (next !== "connected") for (const s of active()) s.subscribed = false;
    realtimeState.value = next;
  },
  /** The server sends `event` on `channel` (only subscribed listeners hear it, as with Pusher). */
  emit(channel: string, event: string, payload: unknown): void {
    for (const s of active()) if (s.subscribed && s.name === channel && s.event === event) s.handler(payload);
  },
  reset(): void {
    subscriptions.length = 0;
    fakeRealtime.autoSubscribe = false;
    realtimeState.value = "idle";
  },
};
