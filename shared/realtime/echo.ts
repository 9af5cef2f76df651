import { effect, signal } from "@preact/signals-react";
import type Echo from "laravel-echo";
import { token } from "#shared/api/token.ts";
import { getConfig } from "#shared/config/runtime.ts";

/**
 * The page's one realtime connection (laravel-echo over pusher-js, Pusher protocol 7), shared by
 * every widget. Nothing loads or connects until the first subscription: the two libraries are
 * fetched then, so pages that never need live updates never download them.
 */

/** idle: no connection yet (or closed on purpose); unavailable: dropped or unreachable, pusher-js keeps retrying. */
export type RealtimeState = "idle" | "connecting" | "connected" | "unavailable" | "failed";

export const realtimeState = signal<RealtimeState>("idle", { name: "realtime.state" });

export interface SubscriptionError {
  /** The auth endpoint's HTTP status (403: not this learner's channel), when there was one. */
  status?: number;
  type: string;
}

export interface SubscribeOptions {
  /** Called after every successful (re)subscription, including one already in place when subscribing. */
  onSubscribed?: () => void;
  /** Called when the channel was refused or realtime could not be started at all. */
  onError?: (error: SubscriptionError) => void;
}

type PageEcho = Echo<"reverb">;
type PrivateChannel = ReturnType<PageEcho["private"]>;

interface ChannelEntry {
  channel: PrivateChannel;
  refs: number;
  /** The last refusal, until a later subscription succeeds: late subscribers are told at once. */
  error: SubscriptionError | null;
}

/** A connection left with no channel is closed after this long: a phone keeps no idle socket open. */
export const IDLE_CLOSE_MS = 30_000;

let connecting: Promise<PageEcho> | null = null;
let current: PageEcho | null = null;
/** The session the connection was opened for: its channels belong to that learner only. */
let owner: string | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped by disconnectRealtime(): a connection still loading for an older generation is dropped. */
let generation = 0;
const channels = new Map<string, ChannelEntry>();

function toState(pusherState: string): RealtimeState {
  switch (pusherState) {
    case "connected":
      return "connected";
    case "initialized":
    case "connecting":
      return "connecting";
    case "failed":
      return "failed";
    default:
      return "unavailable"; // "unavailable", and "disconnected" when the server closed the socket
  }
}

/** The bearer token of the moment: read on every channel authorisation, so a rotated token is used. */
function authHeaders(): Record<string, string> {
  const bearer = token.value;
  return { Accept: "application/json", ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) };
}

async function create(): Promise<PageEcho> {
  const mine = generation;
  owner = token.peek();
  realtimeState.value = "connecting";
  const [echoModule, pusherModule] = await Promise.all([import("laravel-echo"), import("pusher-js")]);
  if (mine !== generation) throw new Error("The realtime connection was closed while it was starting.");
  const EchoClass = echoModule.default;
  const Pusher = pusherModule.default;
  const { key, host, port, tls, authEndpoint } = getConfig().realtime;
  const echo = new EchoClass({
    broadcaster: "reverb",
    key,
    Pusher,
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ["ws", "wss"],
    // Our own headers object: Echo's default one is shared by every instance and keeps old tokens.
    auth: { headers: {} },
    channelAuthorization: { endpoint: authEndpoint, transport: "ajax", headersProvider: authHeaders },
  });
  const connection = echo.connector.pusher.connection;
  connection.bind("state_change", ({ current: next }: { current: string }) => {
    if (current === echo) realtimeState.value = toState(next);
  });
  realtimeState.value = toState(connection.state);
  current = echo;
  return echo;
}

/** The page's connection, created on first use. A failed library load is retried by the next caller. */
function connection(): Promise<PageEcho> {
  if (connecting) return connecting;
  const mine = generation;
  const attempt: Promise<PageEcho> = create().catch((error: unknown) => {
    if (connecting === attempt) connecting = null;
    if (mine === generation) realtimeState.value = "failed";
    throw error;
  });
  connecting = attempt;
  return attempt;
}

const privateName = (name: string) => name.replace(/^private-/, "");

/**
 * Listens to `event` on the private channel `name` (with or without its `private-` prefix).
 * Subscriptions are counted per channel: the channel is left only when its last subscriber
 * leaves, and each subscriber unbinds only its own callbacks, never another widget's.
 * Returns the unsubscribe function (safe to call more than once, even before the connection exists).
 */
export function subscribePrivate(name: string, event: string, handler: (payload: unknown) => void, options: SubscribeOptions = {}): () => void {
  const channelName = privateName(name);
  let closed = false;
  let release: (() => void) | null = null;

  // Fresh functions per subscription: unbinding them can never remove another subscriber's.
  const onEvent = (payload: unknown) => {
    if (!closed) handler(payload);
  };
  const onSucceeded = () => {
    if (!closed) options.onSubscribed?.();
  };
  const onFailed = (raw: unknown) => {
    if (!closed) options.onError?.(errorOf(raw));
  };

  const attach = (echo: PageEcho) => {
    if (closed) return closeWhenIdle();
    clearTimeout(idleTimer);
    let entry = channels.get(channelName);
    if (!entry) {
      const created: ChannelEntry = { channel: echo.private(channelName), refs: 0, error: null };
      created.channel.subscription.bind("pusher:subscription_succeeded", () => (created.error = null));
      created.channel.subscription.bind("pusher:subscription_error", (raw: unknown) => (created.error = errorOf(raw)));
      channels.set(channelName, (entry = created));
    }
    const own = entry;
    own.refs++;
    const { channel } = own;
    channel.listen(event, onEvent);
    channel.subscription.bind("pusher:subscription_succeeded", onSucceeded);
    channel.subscription.bind("pusher:subscription_error", onFailed);
    if (channel.subscription.subscribed) queueMicrotask(onSucceeded);
    else if (own.error) {
      // Refused earlier: tell this subscriber, and ask again (the token may have changed since).
      const refusal = own.error;
      own.error = null;
      queueMicrotask(() => onFailed(refusal));
      channel.subscribe();
    }
    release = () => {
      channel.stopListening(event, onEvent);
      channel.subscription.unbind("pusher:subscription_succeeded", onSucceeded);
      channel.subscription.unbind("pusher:subscription_error", onFailed);
      own.refs--;
      if (own.refs === 0 && channels.get(channelName) === own) {
        channels.delete(channelName);
        echo.leaveChannel(`private-${channelName}`);
        closeWhenIdle();
      }
    };
  };

  // With the connection already up the count changes now, so a hand-over between two holders
  // (prepare, then the watcher) never drops the channel in between.
  if (current) attach(current);
  else
    connection().then(attach, () => {
      if (!closed) options.onError?.({ type: "Unavailable" });
    });

  return () => {
    if (closed) return;
    closed = true;
    release?.();
    release = null;
  };
}

function errorOf(raw: unknown): SubscriptionError {
  const data = (raw && typeof raw === "object" ? raw : {}) as { status?: unknown; type?: unknown };
  return {
    type: typeof data.type === "string" ? data.type : "SubscriptionError",
    ...(typeof data.status === "number" ? { status: data.status } : {}),
  };
}

/** Closes the connection once it has stayed without any channel for IDLE_CLOSE_MS. */
function closeWhenIdle(): void {
  clearTimeout(idleTimer);
  if (channels.size > 0) return;
  idleTimer = setTimeout(() => {
    if (channels.size === 0 && (current || connecting)) disconnectRealtime();
  }, IDLE_CLOSE_MS);
}

/** How many widgets listen on a channel right now (0 when it is not held). */
export function subscriberCount(name: string): number {
  return channels.get(privateName(name))?.refs ?? 0;
}

/**
 * Closes the page's connection and forgets every channel (sign-out, tests). Subscribers still
 * holding an unsubscribe function may call it harmlessly; the next subscription connects anew.
 */
export function disconnectRealtime(): void {
  const echo = current;
  clearTimeout(idleTimer);
  generation++;
  current = null;
  connecting = null;
  channels.clear();
  echo?.disconnect();
  realtimeState.value = "idle";
}

// Sign-out, a 401 or another learner's sign-in ends the session the channels were authorised
// for: the connection closes with it, and the next subscription opens one for the new session.
effect(() => {
  const bearer = token.value;
  if ((current || connecting) && bearer !== owner) disconnectRealtime();
});
