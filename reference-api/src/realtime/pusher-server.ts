/**
 * A small self-hosted server for the Pusher Channels WebSocket protocol (versions 5 to 7), so the
 * browser can use pusher-js / laravel-echo unchanged against this API.
 *
 * Scope: public, private and presence channels, server-side broadcasts, keep-alive. Client events
 * (`client-*`) are deliberately refused: only the server may publish, so a learner can never fake a
 * payment event to another tab or user. Encrypted channels, cache channels, user sign-in and
 * webhooks are not implemented.
 */
import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { hmacSha256Hex, safeEqual } from "../security.ts";

export interface RealtimeOptions {
  appKey: string;
  appSecret: string;
  /** Seconds; announced in the handshake. Default 120 (pusher-js pings after that much silence). */
  activityTimeoutSeconds?: number;
  /** Largest accepted client frame in bytes; bigger frames close the socket with 1009. Default 10 KB. */
  maxPayloadBytes?: number;
  /** Open connections one network address may hold; more are refused with 4100 (over capacity). Default 100. */
  maxConnectionsPerAddress?: number;
}

export interface RealtimeServer {
  /** Call from the http server's 'upgrade' event. Returns false (and does nothing) if the URL path is not /app/{anything}. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Sends a server event to every socket subscribed to `channel`; returns how many sockets got it.
   * `data` is JSON-encoded into the frame's string `data`. Throws a TypeError for an invalid channel
   * name or an event name in the protocol's reserved `pusher:` / `pusher_internal:` namespaces.
   */
  broadcast(channel: string, event: string, data: unknown): number;
  /**
   * The signature a client must present to subscribe `socketId` to a private (or presence, with
   * channelData) channel: `{ auth: "key:hexsig", channel_data? }`. Throws a TypeError for inputs the
   * server would refuse anyway (bad socket id, public or invalid channel, bad presence data).
   */
  authorize(socketId: string, channel: string, channelData?: string): { auth: string; channel_data?: string };
  /** Is this a syntactically valid socket id ("digits.digits")? */
  isSocketId(value: string): boolean;
  connectionCount(): number;
  subscriberCount(channel: string): number;
  close(): Promise<void>;
}

const DEFAULT_ACTIVITY_TIMEOUT_SECONDS = 120;
const DEFAULT_MAX_PAYLOAD_BYTES = 10 * 1024;
/** pusher-js waits this long for a pong; we grant a silent client the same margin before dropping it. */
const PONG_GRACE_MS = 30_000;
const MAX_SWEEP_INTERVAL_MS = 5_000;
/** How long close() waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 1_000;
/** Bounds the memory a single connection can pin by subscribing to many public channels. */
const MAX_CHANNELS_PER_CONNECTION = 100;
/**
 * Bounds what one machine can hold open: a learner has a connection per tab, and a school's
 * computers may share one address, so the cap is generous, but one client cannot open thousands.
 */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;
const MIN_PROTOCOL = 5;
const MAX_PROTOCOL = 7;

/** Pusher's channel naming rules: https://pusher.com/docs/channels/using_channels/channels/ */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;
const APP_PATH = /^\/app\/([^/]+)$/;

type JsonObject = Record<string, unknown>;

interface PresenceMember {
  id: string;
  info: unknown;
}

interface Connection {
  readonly ws: WebSocket;
  readonly socketId: string;
  /** Channel → this socket's presence member (null for public and private channels). */
  readonly channels: Map<string, PresenceMember | null>;
  /** The peer's network address, counted against its cap. */
  readonly address: string;
  lastSeen: number;
  pingSent: boolean;
}

type SubscribeResult = { ok: true; member: PresenceMember | null } | { ok: false; type: string; error: string; status: number };

export function createRealtimeServer(options: RealtimeOptions): RealtimeServer {
  const { appKey, appSecret } = options;
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? DEFAULT_ACTIVITY_TIMEOUT_SECONDS;
  const maxPayload = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  assertOptions(appKey, appSecret, activityTimeoutSeconds, maxPayload);

  const activityMs = activityTimeoutSeconds * 1000;
  const wss = new WebSocketServer({ noServer: true, maxPayload });
  const connections = new Map<WebSocket, Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  const perAddress = new Map<string, number>();
  const maxPerAddress = options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  let closing: Promise<void> | null = null;

  // One timer for all sockets keeps the cost flat however many learners are connected.
  const sweeper = setInterval(sweepIdle, Math.min(MAX_SWEEP_INTERVAL_MS, activityMs));
  sweeper.unref();

  function sign(value: string): string {
    return `${appKey}:${hmacSha256Hex(appSecret, value)}`;
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = parseUrl(req.url);
    const match = url ? APP_PATH.exec(url.pathname) : null;
    if (!url || !match) return false;
    const address = req.socket.remoteAddress ?? "unknown";
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, match[1], url.searchParams.get("protocol"), address));
    return true;
  }

  /** Errors are reported in-band before closing because that is how pusher-js learns the reason. */
  function accept(ws: WebSocket, key: string, protocol: string | null, address: string): void {
    // Without a listener an 'error' (e.g. an oversized frame) would be rethrown and kill the process.
    ws.on("error", () => {});
    const refusal =
      refuseHandshake(key, protocol) ??
      ((perAddress.get(address) ?? 0) >= maxPerAddress ? { code: 4100, message: "Over capacity: too many connections from this address" } : null);
    if (refusal) {
      sendFrame(ws, "pusher:error", refusal);
      ws.close(refusal.code, refusal.message);
      return;
    }
    const conn: Connection = { ws, socketId: newSocketId(), channels: new Map(), address, lastSeen: Date.now(), pingSent: false };
    connections.set(ws, conn);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    ws.on("message", (raw, isBinary) => onMessage(conn, raw, isBinary));
    ws.on("close", () => onClose(conn));
    sendFrame(ws, "pusher:connection_established", { socket_id: conn.socketId, activity_timeout: activityTimeoutSeconds });
  }

  function refuseHandshake(key: string, protocol: string | null): { code: number; message: string } | null {
    if (safeDecode(key) !== appKey) return { code: 4001, message: "Application does not exist" };
    if (protocol === null) return { code: 4008, message: "No protocol version supplied" };
    const version = /^\d{1,3}$/.test(protocol) ? Number(protocol) : NaN;
    if (!(version >= MIN_PROTOCOL && version <= MAX_PROTOCOL)) {
      return { code: 4007, message: `Unsupported protocol version ${protocol.slice(0, 20)}` };
    }
    return null;
  }

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    conn.lastSeen = Date.now();
    conn.pingSent = false;
    try {
      const frame = isBinary ? null : parseFrame(rawToString(raw));
      if (!frame) return sendError(conn, "Invalid message: expected a JSON object with a string event");
      dispatch(conn, frame.event, frame.data);
    } catch {
      // A bug in one handler must not take down every other learner's connection.
      sendError(conn, "Internal server error");
    }
  }

  function dispatch(conn: Connection, event: string, data: JsonObject): void {
    if (event === "pusher:ping") return sendFrame(conn.ws, "pusher:pong", {});
    if (event === "pusher:pong") return;
    if (event === "pusher:subscribe") return subscribe(conn, data);
    if (event === "pusher:unsubscribe") {
      if (typeof data.channel === "string") leave(conn, data.channel);
      return;
    }
    if (event.startsWith("client-")) return sendError(conn, "Client events are not enabled");
    sendError(conn, `Unsupported event ${event.slice(0, 64)}`);
  }

  function subscribe(conn: Connection, data: JsonObject): void {
    const channel = data.channel;
    if (typeof channel !== "string") return sendError(conn, "pusher:subscribe needs a string channel");
    const result = checkSubscription(conn, channel, data);
    if (!result.ok) {
      const { type, error, status } = result;
      return sendFrame(conn.ws, "pusher:subscription_error", { type, error, status }, channel);
    }
    if (conn.channels.has(channel)) return sendSubscribed(conn, channel);
    join(conn, channel, result.member);
  }

  function checkSubscription(conn: Connection, channel: string, data: JsonObject): SubscribeResult {
    if (!CHANNEL_NAME.test(channel)) {
      return { ok: false, type: "InvalidChannelName", error: "Invalid channel name", status: 400 };
    }
    if (channel.startsWith("private-encrypted-")) {
      return { ok: false, type: "UnsupportedChannel", error: "Encrypted channels are not supported", status: 400 };
    }
    if (!conn.channels.has(channel) && conn.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      return { ok: false, type: "LimitReached", error: "Too many channels on this connection", status: 429 };
    }
    const kind = channelKind(channel);
    if (kind === "public") return { ok: true, member: null };

    const channelData = kind === "presence" && typeof data.channel_data === "string" ? data.channel_data : undefined;
    const signed = channelData === undefined ? `${conn.socketId}:${channel}` : `${conn.socketId}:${channel}:${channelData}`;
    const authOk = typeof data.auth === "string" && safeEqual(data.auth, sign(signed));
    if (!authOk || (kind === "presence" && channelData === undefined)) {
      return { ok: false, type: "AuthError", error: "Invalid signature for this socket and channel", status: 401 };
    }
    if (kind === "private") return { ok: true, member: null };

    const member = parsePresenceMember(channelData);
    if (!member) return { ok: false, type: "AuthError", error: "channel_data must be JSON with a user_id", status: 400 };
    return { ok: true, member };
  }

  function join(conn: Connection, channel: string, member: PresenceMember | null): void {
    const isNewMember = member !== null && !presenceMembers(channel).has(member.id);
    conn.channels.set(channel, member);
    let set = subscribers.get(channel);
    if (!set) subscribers.set(channel, (set = new Set()));
    set.add(conn);
    sendSubscribed(conn, channel);
    if (member && isNewMember) {
      sendToOthers(conn, channel, "pusher_internal:member_added", { user_id: member.id, user_info: member.info });
    }
  }

  function sendSubscribed(conn: Connection, channel: string): void {
    const data = channelKind(channel) === "presence" ? { presence: presenceSnapshot(channel) } : {};
    sendFrame(conn.ws, "pusher_internal:subscription_succeeded", data, channel);
  }

  /** Pusher counts a user once however many tabs (sockets) they have open on the channel. */
  function presenceMembers(channel: string): Map<string, unknown> {
    const members = new Map<string, unknown>();
    for (const conn of subscribers.get(channel) ?? []) {
      const member = conn.channels.get(channel);
      if (member && !members.has(member.id)) members.set(member.id, member.info);
    }
    return members;
  }

  function presenceSnapshot(channel: string): { ids: string[]; hash: Record<string, unknown>; count: number } {
    const members = presenceMembers(channel);
    return { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size };
  }

  function leave(conn: Connection, channel: string): void {
    if (!conn.channels.has(channel)) return;
    const member = conn.channels.get(channel);
    conn.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(conn);
    if (set?.size === 0) subscribers.delete(channel);
    if (member && !presenceMembers(channel).has(member.id)) {
      sendToOthers(conn, channel, "pusher_internal:member_removed", { user_id: member.id });
    }
  }

  function onClose(conn: Connection): void {
    connections.delete(conn.ws);
    const left = (perAddress.get(conn.address) ?? 1) - 1;
    if (left > 0) perAddress.set(conn.address, left);
    else perAddress.delete(conn.address);
    for (const channel of [...conn.channels.keys()]) leave(conn, channel);
  }

  function sendToOthers(sender: Connection, channel: string, event: string, data: unknown): void {
    const frame = encodeFrame(event, data, channel);
    for (const conn of subscribers.get(channel) ?? []) {
      if (conn !== sender) sendEncoded(conn.ws, frame);
    }
  }

  function sendError(conn: Connection, message: string): void {
    sendFrame(conn.ws, "pusher:error", { code: null, message });
  }

  /**
   * pusher-js only pings after hearing nothing from us, so a client on a busy channel may never
   * send anything; pinging it ourselves tells a quiet-but-alive client from a dead one.
   */
  function sweepIdle(): void {
    const now = Date.now();
    for (const conn of connections.values()) {
      const idle = now - conn.lastSeen;
      if (idle >= activityMs + PONG_GRACE_MS) {
        conn.ws.terminate();
      } else if (idle >= activityMs && !conn.pingSent) {
        conn.pingSent = true;
        sendFrame(conn.ws, "pusher:ping", {});
      }
    }
  }

  function broadcast(channel: string, event: string, data: unknown): number {
    if (!CHANNEL_NAME.test(channel)) throw new TypeError(`Invalid channel name: ${channel.slice(0, 200)}`);
    if (!isServerEventName(event)) throw new TypeError(`Invalid event name: ${event.slice(0, 200)}`);
    const frame = encodeFrame(event, data ?? null, channel);
    let sent = 0;
    for (const conn of subscribers.get(channel) ?? []) {
      if (sendEncoded(conn.ws, frame)) sent += 1;
    }
    return sent;
  }

  function authorize(socketId: string, channel: string, channelData?: string): { auth: string; channel_data?: string } {
    if (!SOCKET_ID.test(socketId)) throw new TypeError("Invalid socket id");
    if (!CHANNEL_NAME.test(channel) || channel.startsWith("private-encrypted-")) {
      throw new TypeError(`Cannot authorize channel: ${channel.slice(0, 200)}`);
    }
    const kind = channelKind(channel);
    if (kind === "public") throw new TypeError("Public channels need no authorization");
    if (kind === "private") {
      if (channelData !== undefined) throw new TypeError("channel_data is only for presence channels");
      return { auth: sign(`${socketId}:${channel}`) };
    }
    if (channelData === undefined || !parsePresenceMember(channelData)) {
      throw new TypeError("Presence channels need channel_data: JSON with a user_id");
    }
    return { auth: sign(`${socketId}:${channel}:${channelData}`), channel_data: channelData };
  }

  function shutdown(): Promise<void> {
    clearInterval(sweeper);
    const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
    // 4200 asks pusher-js to reconnect at once, which suits a restart.
    for (const ws of wss.clients) ws.close(4200, "Server is shutting down");
    const force = setTimeout(() => {
      for (const ws of wss.clients) ws.terminate();
    }, CLOSE_GRACE_MS);
    return closed.finally(() => clearTimeout(force));
  }

  return {
    handleUpgrade,
    broadcast,
    authorize,
    isSocketId: (value) => SOCKET_ID.test(value),
    connectionCount: () => connections.size,
    subscriberCount: (channel) => subscribers.get(channel)?.size ?? 0,
    close: () => (closing ??= shutdown()),
  };
}

function assertOptions(appKey: string, appSecret: string, activityTimeoutSeconds: number, maxPayload: number): void {
  if (!appKey || !appSecret) throw new TypeError("appKey and appSecret are required");
  // pusher-js refuses a handshake whose activity_timeout is 0 or missing.
  if (!Number.isInteger(activityTimeoutSeconds) || activityTimeoutSeconds < 1) {
    throw new TypeError("activityTimeoutSeconds must be a positive integer");
  }
  if (!Number.isInteger(maxPayload) || maxPayload < 1) throw new TypeError("maxPayloadBytes must be a positive integer");
}

function channelKind(channel: string): "public" | "private" | "presence" {
  if (channel.startsWith("private-")) return "private";
  if (channel.startsWith("presence-")) return "presence";
  return "public";
}

function isServerEventName(event: string): boolean {
  return event.length > 0 && event.length <= 200 && !event.startsWith("pusher:") && !event.startsWith("pusher_internal:");
}

/** Pusher accepts a string or numeric user_id and always reports it as a string. */
function parsePresenceMember(channelData: string | undefined): PresenceMember | null {
  const parsed = channelData === undefined ? undefined : parseJson(channelData);
  if (!isObject(parsed)) return null;
  const id = parsed.user_id;
  const valid = (typeof id === "string" && id.length > 0 && id.length <= 128) || (typeof id === "number" && Number.isFinite(id));
  return valid ? { id: String(id), info: parsed.user_info ?? null } : null;
}

/** pusher-js sends `data` as an object, older clients as a JSON string; both are accepted. */
function parseFrame(text: string): { event: string; data: JsonObject } | null {
  const frame = parseJson(text);
  if (!isObject(frame) || typeof frame.event !== "string" || frame.event.length === 0) return null;
  const data = typeof frame.data === "string" ? parseJson(frame.data) : frame.data;
  return { event: frame.event, data: isObject(data) ? data : {} };
}

/** Server→client `data` is always a JSON-encoded string, which pusher-js decodes a second time. */
function encodeFrame(event: string, data: unknown, channel?: string): string {
  const frame: { event: string; channel?: string; data: string } = { event, data: JSON.stringify(data) };
  if (channel !== undefined) frame.channel = channel;
  return JSON.stringify(frame);
}

function sendFrame(ws: WebSocket, event: string, data: unknown, channel?: string): void {
  sendEncoded(ws, encodeFrame(event, data, channel));
}

function sendEncoded(ws: WebSocket, frame: string): boolean {
  if (ws.readyState !== WebSocket.OPEN) return false;
  ws.send(frame);
  return true;
}

/** Signatures are bound to the socket id, so it must be unguessable; 94 random bits make reuse moot. */
function newSocketId(): string {
  return `${crypto.randomInt(1, 2 ** 47)}.${crypto.randomInt(1, 2 ** 47)}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rawToString(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString("utf8");
  return Buffer.isBuffer(raw) ? raw.toString("utf8") : Buffer.from(raw).toString("utf8");
}

function parseUrl(url: string | undefined): URL | null {
  try {
    return new URL(url ?? "", "http://localhost");
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
