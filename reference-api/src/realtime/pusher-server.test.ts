import http from "node:http";
import type { AddressInfo } from "node:net";
import Pusher, { type Channel } from "pusher-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { createRealtimeServer, type RealtimeOptions, type RealtimeServer } from "./pusher-server.ts";

const KEY = "test-key";
const SECRET = "test-secret";
const WAIT_MS = 2_000;

interface Frame {
  event: string;
  channel?: string;
  /** The frame's `data` exactly as sent (the server always sends a string). */
  rawData: unknown;
  /** `rawData` decoded once more, as pusher-js does. */
  data: unknown;
}

interface Harness {
  server: RealtimeServer;
  port: number;
  upgrades: boolean[];
}

const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  vi.useRealTimers();
  // Clients first, then the servers they talk to.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(overrides: Partial<RealtimeOptions> = {}): Promise<Harness> {
  const server = createRealtimeServer({ appKey: KEY, appSecret: SECRET, ...overrides });
  const upgrades: boolean[] = [];
  const httpServer = http.createServer((_req, res) => res.writeHead(404).end());
  httpServer.on("upgrade", (req, socket, head) => {
    const handled = server.handleUpgrade(req, socket, head);
    upgrades.push(handled);
    if (!handled) socket.destroy();
  });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    await server.close();
    httpServer.closeAllConnections();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  });
  return { server, port: (httpServer.address() as AddressInfo).port, upgrades };
}

/** A protocol-level client that queues every frame so tests can await them in order. */
class RawClient {
  readonly ws: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Answer server pings like pusher-js does, instead of queueing them. */
  autoPong = false;
  private readonly frames: Frame[] = [];
  private waiter: (() => void) | null = null;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on("error", () => {});
    this.ws.on("message", (raw) => {
      const parsed = JSON.parse(String(raw)) as { event: string; channel?: string; data: unknown };
      const data = typeof parsed.data === "string" ? JSON.parse(parsed.data) : parsed.data;
      if (this.autoPong && parsed.event === "pusher:ping") return this.send("pusher:pong", {});
      this.frames.push({ event: parsed.event, channel: parsed.channel, rawData: parsed.data, data });
      this.waiter?.();
    });
    this.closed = new Promise((resolve) => {
      this.ws.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.waiter?.();
      });
    });
    cleanups.push(() => this.terminate());
  }

  static async connect(
    port: number,
    query = "protocol=7&client=js&version=8.6.0",
    key = KEY,
  ): Promise<{ client: RawClient; socketId: string; handshake: Frame }> {
    const client = new RawClient(`ws://127.0.0.1:${port}/app/${key}?${query}`);
    const handshake = await client.next();
    expect(handshake.event).toBe("pusher:connection_established");
    const { socket_id: socketId } = handshake.data as { socket_id: string };
    return { client, socketId, handshake };
  }

  send(event: string, data: unknown, channel?: string): void {
    this.ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  }

  sendRaw(text: string | Buffer, binary = false): void {
    this.ws.send(text, { binary });
  }

  /** The next frame, failing the test rather than hanging if none arrives. */
  async next(): Promise<Frame> {
    // performance.now, not Date.now: the keep-alive test fakes Date.
    const deadline = performance.now() + WAIT_MS;
    while (this.frames.length === 0) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error("socket closed while waiting for a frame");
      const remaining = deadline - performance.now();
      if (remaining <= 0) throw new Error("timed out waiting for a frame");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.frames.shift() as Frame;
  }

  /**
   * Proves nothing else is queued: the server answers frames in order, so the pong must be the
   * very next frame if nothing was delivered in between.
   */
  async expectOnlyPong(): Promise<void> {
    this.send("pusher:ping", {});
    const frame = await this.next();
    expect(frame).toMatchObject({ event: "pusher:pong", data: {} });
  }

  async subscribe(channel: string, extra: Record<string, string> = {}): Promise<Frame> {
    this.send("pusher:subscribe", { channel, ...extra });
    return this.next();
  }

  terminate(): void {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.terminate();
  }
}

/** Polls with real timers (vi.waitFor would advance the fake clock in the keep-alive test). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + WAIT_MS;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function waitFor<T>(register: (resolve: (value: T) => void) => void, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe("handshake", () => {
  it("announces a socket id and the activity timeout as a JSON string", async () => {
    const { port, server } = await startServer({ activityTimeoutSeconds: 42 });
    const { handshake, socketId } = await RawClient.connect(port);

    expect(typeof handshake.rawData).toBe("string");
    expect(handshake.data).toEqual({ socket_id: socketId, activity_timeout: 42 });
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(server.isSocketId(socketId)).toBe(true);
    expect(server.connectionCount()).toBe(1);

    const second = await RawClient.connect(port);
    expect(second.socketId).not.toBe(socketId);
    expect(server.connectionCount()).toBe(2);
  });

  it("refuses an unknown app key with pusher:error 4001 and close code 4001", async () => {
    const { port, server } = await startServer();
    const client = new RawClient(`ws://127.0.0.1:${port}/app/wrong-key?protocol=7`);

    const frame = await client.next();
    expect(frame.event).toBe("pusher:error");
    expect(frame.data).toMatchObject({ code: 4001 });
    expect((await client.closed).code).toBe(4001);
    expect(server.connectionCount()).toBe(0);
  });

  it.each([
    ["protocol=4", 4007],
    ["protocol=8", 4007],
    ["protocol=seven", 4007],
    ["client=js", 4008],
  ])("refuses %s with close code %i", async (query, code) => {
    const { port } = await startServer();
    const client = new RawClient(`ws://127.0.0.1:${port}/app/${KEY}?${query}`);

    expect((await client.next()).data).toMatchObject({ code });
    expect((await client.closed).code).toBe(code);
  });

  it("accepts protocol versions 5 and 6", async () => {
    const { port } = await startServer();
    await RawClient.connect(port, "protocol=5");
    await RawClient.connect(port, "protocol=6");
  });

  it("leaves upgrades outside /app/{key} to the caller", async () => {
    const { port, upgrades } = await startServer();
    const client = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?protocol=7`);
    const failed = await waitFor<boolean>((resolve) => {
      client.on("error", () => resolve(true));
      client.on("open", () => resolve(false));
    }, "the refused upgrade");

    expect(failed).toBe(true);
    expect(upgrades).toEqual([false]);
  });
});

describe("subscriptions", () => {
  it("subscribes to a public channel without auth and delivers broadcasts", async () => {
    const { port, server } = await startServer();
    const { client } = await RawClient.connect(port);

    const ok = await client.subscribe("announcements");
    expect(ok).toEqual({ event: "pusher_internal:subscription_succeeded", channel: "announcements", rawData: "{}", data: {} });
    expect(server.subscriberCount("announcements")).toBe(1);

    expect(server.broadcast("announcements", "CourseUpdated", { id: 3 })).toBe(1);
    const event = await client.next();
    expect(event).toEqual({ event: "CourseUpdated", channel: "announcements", rawData: '{"id":3}', data: { id: 3 } });
  });

  it("subscribes to a private channel with the signature from authorize()", async () => {
    const { port, server } = await startServer();
    const { client, socketId } = await RawClient.connect(port);
    const { auth } = server.authorize(socketId, "private-payment.user.7");

    expect(auth).toMatch(new RegExp(`^${KEY}:[0-9a-f]{64}$`));
    const ok = await client.subscribe("private-payment.user.7", { auth });
    expect(ok).toMatchObject({ event: "pusher_internal:subscription_succeeded", channel: "private-payment.user.7" });
    expect(server.subscriberCount("private-payment.user.7")).toBe(1);
  });

  it.each([
    ["no auth", {}],
    ["a wrong signature", { auth: `${KEY}:${"0".repeat(64)}` }],
    ["the wrong key prefix", { auth: "other-key:0" }],
  ])("answers a private subscription with %s by subscription_error", async (_label, extra) => {
    const { port, server } = await startServer();
    const { client } = await RawClient.connect(port);

    const frame = await client.subscribe("private-payment.user.7", extra);
    expect(frame.event).toBe("pusher:subscription_error");
    expect(frame.channel).toBe("private-payment.user.7");
    expect(frame.data).toEqual({ type: "AuthError", error: expect.any(String), status: 401 });
    expect(server.subscriberCount("private-payment.user.7")).toBe(0);
    expect(server.broadcast("private-payment.user.7", "PaymentProcessedEvent", { status: "successful" })).toBe(0);
    await client.expectOnlyPong();
  });

  it("rejects a signature issued for another socket", async () => {
    const { port, server } = await startServer();
    const victim = await RawClient.connect(port);
    const attacker = await RawClient.connect(port);
    const { auth } = server.authorize(victim.socketId, "private-payment.user.7");

    const frame = await attacker.client.subscribe("private-payment.user.7", { auth });
    expect(frame).toMatchObject({ event: "pusher:subscription_error", data: { type: "AuthError", status: 401 } });
  });

  it("rejects a signature issued for another channel", async () => {
    const { port, server } = await startServer();
    const { client, socketId } = await RawClient.connect(port);
    const { auth } = server.authorize(socketId, "private-payment.user.7");

    const frame = await client.subscribe("private-payment.user.8", { auth });
    expect(frame).toMatchObject({ event: "pusher:subscription_error", channel: "private-payment.user.8" });
    expect(server.subscriberCount("private-payment.user.8")).toBe(0);
  });

  it.each([
    ["a too long name", "x".repeat(165)],
    ["a forbidden character", "private-payment/user"],
    ["an empty name", ""],
  ])("rejects %s with subscription_error", async (_label, channel) => {
    const { port, server } = await startServer();
    const { client } = await RawClient.connect(port);

    const frame = await client.subscribe(channel);
    expect(frame).toMatchObject({ event: "pusher:subscription_error", channel, data: { type: "InvalidChannelName", status: 400 } });
    expect(server.subscriberCount(channel)).toBe(0);
  });

  it("accepts a 164-character name with every allowed punctuation mark", async () => {
    const { port } = await startServer();
    const { client } = await RawClient.connect(port);
    const channel = "a_b-c=d@e,f.g;h".padEnd(164, "z");

    expect((await client.subscribe(channel)).event).toBe("pusher_internal:subscription_succeeded");
  });

  it("stops delivery after pusher:unsubscribe", async () => {
    const { port, server } = await startServer();
    const { client } = await RawClient.connect(port);
    await client.subscribe("announcements");

    client.send("pusher:unsubscribe", { channel: "announcements" });
    await client.expectOnlyPong();
    expect(server.subscriberCount("announcements")).toBe(0);
    expect(server.broadcast("announcements", "CourseUpdated", { id: 3 })).toBe(0);
    await client.expectOnlyPong();
  });

  it("counts only subscribed sockets in broadcast and drops them on disconnect", async () => {
    const { port, server } = await startServer();
    const a = await RawClient.connect(port);
    const b = await RawClient.connect(port);
    const c = await RawClient.connect(port);
    await a.client.subscribe("announcements");
    await b.client.subscribe("announcements");

    expect(server.broadcast("announcements", "CourseUpdated", [1, 2])).toBe(2);
    expect((await a.client.next()).data).toEqual([1, 2]);
    expect((await b.client.next()).data).toEqual([1, 2]);
    await c.client.expectOnlyPong();

    b.client.ws.close();
    await b.client.closed;
    await eventually(() => server.subscriberCount("announcements") === 1, "the subscription cleanup");
    expect(server.connectionCount()).toBe(2);
    expect(server.broadcast("announcements", "CourseUpdated", null)).toBe(1);
  });

  it("accepts client data sent as a JSON string, as older clients do", async () => {
    const { port } = await startServer();
    const { client } = await RawClient.connect(port);

    client.send("pusher:subscribe", JSON.stringify({ channel: "announcements" }));
    expect((await client.next()).event).toBe("pusher_internal:subscription_succeeded");
  });
});

describe("presence channels", () => {
  it("reports members on subscribe and announces joins and leaves to the others", async () => {
    const { port, server } = await startServer();
    const channel = "presence-course.1";
    const alice = await RawClient.connect(port);
    const bob = await RawClient.connect(port);
    const aliceData = JSON.stringify({ user_id: 1, user_info: { name: "Alice" } });
    const bobData = JSON.stringify({ user_id: "2" });

    const aliceOk = await alice.client.subscribe(channel, server.authorize(alice.socketId, channel, aliceData));
    expect(aliceOk.data).toEqual({ presence: { ids: ["1"], hash: { "1": { name: "Alice" } }, count: 1 } });

    const bobOk = await bob.client.subscribe(channel, server.authorize(bob.socketId, channel, bobData));
    expect(bobOk.data).toEqual({ presence: { ids: ["1", "2"], hash: { "1": { name: "Alice" }, "2": null }, count: 2 } });
    expect(await alice.client.next()).toMatchObject({ event: "pusher_internal:member_added", channel, data: { user_id: "2", user_info: null } });

    bob.client.ws.close();
    expect(await alice.client.next()).toMatchObject({ event: "pusher_internal:member_removed", channel, data: { user_id: "2" } });
  });

  it("counts a user with two sockets once", async () => {
    const { port, server } = await startServer();
    const channel = "presence-course.1";
    const data = JSON.stringify({ user_id: 5 });
    const tab1 = await RawClient.connect(port);
    const tab2 = await RawClient.connect(port);

    await tab1.client.subscribe(channel, server.authorize(tab1.socketId, channel, data));
    const second = await tab2.client.subscribe(channel, server.authorize(tab2.socketId, channel, data));
    expect(second.data).toEqual({ presence: { ids: ["5"], hash: { "5": null }, count: 1 } });
    await tab1.client.expectOnlyPong();
  });

  it("refuses channel_data that differs from what was signed", async () => {
    const { port, server } = await startServer();
    const channel = "presence-course.1";
    const { client, socketId } = await RawClient.connect(port);
    const { auth } = server.authorize(socketId, channel, JSON.stringify({ user_id: 5 }));

    const frame = await client.subscribe(channel, { auth, channel_data: JSON.stringify({ user_id: 1 }) });
    expect(frame).toMatchObject({ event: "pusher:subscription_error", data: { type: "AuthError", status: 401 } });
  });
});

describe("abuse resistance", () => {
  it("caps the connections one address holds open, and counts one again once it closes", async () => {
    const { port } = await startServer({ maxConnectionsPerAddress: 3 });
    const open = [];
    for (let i = 0; i < 3; i++) open.push((await RawClient.connect(port)).client);
    const over = new RawClient(`ws://127.0.0.1:${port}/app/${KEY}?protocol=7`);
    expect(await over.next()).toMatchObject({ event: "pusher:error", data: { code: 4100 } });
    expect((await over.closed).code).toBe(4100);
    // Another machine is not held back by this one.
    const elsewhere = new WebSocket(`ws://127.0.0.1:${port}/app/${KEY}?protocol=7`, { localAddress: "127.0.0.2" });
    cleanups.push(() => elsewhere.terminate());
    const first = await new Promise<string>((resolve) => elsewhere.once("message", (raw) => resolve(JSON.parse(String(raw)).event)));
    expect(first).toBe("pusher:connection_established");
    open[0].ws.close();
    await open[0].closed;
    await RawClient.connect(port);
  });

  it("refuses client events and does not relay them to other subscribers", async () => {
    const { port, server } = await startServer();
    const channel = "private-payment.user.7";
    const attacker = await RawClient.connect(port);
    const victim = await RawClient.connect(port);
    await attacker.client.subscribe(channel, server.authorize(attacker.socketId, channel));
    await victim.client.subscribe(channel, server.authorize(victim.socketId, channel));

    attacker.client.send("client-PaymentProcessedEvent", { status: "successful" }, channel);
    const error = await attacker.client.next();
    expect(error).toMatchObject({ event: "pusher:error", data: { code: null, message: "Client events are not enabled" } });

    // The server has handled the client event; a real broadcast must be the victim's next frame.
    server.broadcast(channel, "PaymentProcessedEvent", { status: "failed" });
    expect(await victim.client.next()).toMatchObject({ event: "PaymentProcessedEvent", data: { status: "failed" } });
    await victim.client.expectOnlyPong();
  });

  it("survives malformed frames and keeps the connection usable", async () => {
    const { port } = await startServer();
    const { client } = await RawClient.connect(port);
    const malformed: Array<[string | Buffer, boolean]> = [
      ["not json", false],
      ["[1,2,3]", false],
      ["null", false],
      ['"pusher:ping"', false],
      ['{"data":{}}', false],
      ['{"event":42}', false],
      [Buffer.from([0xff, 0x00, 0x7b]), true],
    ];

    for (const [frame, binary] of malformed) {
      client.sendRaw(frame, binary);
      const reply = await client.next();
      expect(reply).toMatchObject({ event: "pusher:error", data: { code: null, message: expect.stringContaining("Invalid message") } });
    }
    client.send("pusher:subscribe", { channel: 42 });
    expect(await client.next()).toMatchObject({ event: "pusher:error", data: { code: null } });
    client.send("pusher:unsubscribe", "not an object");
    client.send("pusher:unknown", {});
    expect(await client.next()).toMatchObject({ event: "pusher:error", data: { code: null } });

    await client.expectOnlyPong();
    expect((await client.subscribe("announcements")).event).toBe("pusher_internal:subscription_succeeded");
  });

  it("closes a socket that sends an oversized frame with 1009 and keeps serving others", async () => {
    const { port, server } = await startServer({ maxPayloadBytes: 1024 });
    const { client } = await RawClient.connect(port);
    const bystander = await RawClient.connect(port);

    client.send("pusher:subscribe", { channel: "x".repeat(2000) });
    expect((await client.closed).code).toBe(1009);
    await eventually(() => server.connectionCount() === 1, "the connection cleanup");
    await bystander.client.expectOnlyPong();
    await RawClient.connect(port);
  });

  it("caps how many channels one connection may hold", async () => {
    const { port } = await startServer();
    const { client } = await RawClient.connect(port);
    for (let i = 0; i < 100; i++) client.send("pusher:subscribe", { channel: `c${i}` });
    for (let i = 0; i < 100; i++) expect((await client.next()).event).toBe("pusher_internal:subscription_succeeded");

    const frame = await client.subscribe("one-too-many");
    expect(frame).toMatchObject({ event: "pusher:subscription_error", data: { type: "LimitReached" } });
  });
});

describe("keep-alive", () => {
  it("answers pusher:ping with pusher:pong {}", async () => {
    const { port } = await startServer();
    const { client } = await RawClient.connect(port);

    client.send("pusher:ping", {});
    const pong = await client.next();
    expect(pong).toEqual({ event: "pusher:pong", channel: undefined, rawData: "{}", data: {} });
  });

  it("pings a quiet socket after activity_timeout and drops it 30 s later if it stays silent", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { port, server } = await startServer({ activityTimeoutSeconds: 10 });
    const silent = await RawClient.connect(port);
    const alive = await RawClient.connect(port);
    alive.client.autoPong = true;

    vi.advanceTimersByTime(10_000);
    expect(await silent.client.next()).toMatchObject({ event: "pusher:ping", rawData: "{}" });
    await alive.client.expectOnlyPong();

    // 39 s of silence: pinged but still within the 30 s grace.
    vi.advanceTimersByTime(29_000);
    await alive.client.expectOnlyPong();
    expect(silent.client.ws.readyState).toBe(WebSocket.OPEN);
    expect(server.connectionCount()).toBe(2);

    vi.advanceTimersByTime(1_000);
    expect((await silent.client.closed).code).toBe(1006);
    await eventually(() => server.connectionCount() === 1, "the silent socket to be dropped");
    await alive.client.expectOnlyPong();
  });

  it("does not drop a client that only receives broadcasts but answers server pings", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { port, server } = await startServer({ activityTimeoutSeconds: 10 });
    const { client } = await RawClient.connect(port);
    client.autoPong = true;
    await client.subscribe("announcements");

    for (let second = 0; second < 120; second += 5) {
      vi.advanceTimersByTime(5_000);
      server.broadcast("announcements", "Tick", second);
      expect((await client.next()).data).toBe(second);
    }
    expect(server.connectionCount()).toBe(1);
  });
});

describe("authorize and broadcast arguments", () => {
  it("validates socket ids syntactically", async () => {
    const { server } = await startServer();
    expect(server.isSocketId("123.456")).toBe(true);
    for (const bad of ["123", "123.", ".456", "12a.4", "1.2.3", " 1.2", "1.2\n"]) expect(server.isSocketId(bad)).toBe(false);
  });

  it("signs exactly what the Pusher auth reference specifies", async () => {
    const { server } = await startServer();
    // Known-good vector computed independently with the Pusher signing rule.
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", SECRET).update("1234.1234:private-foobar").digest("hex");
    expect(server.authorize("1234.1234", "private-foobar")).toEqual({ auth: `${KEY}:${expected}` });

    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    const presenceSig = createHmac("sha256", SECRET).update(`1234.1234:presence-foobar:${channelData}`).digest("hex");
    expect(server.authorize("1234.1234", "presence-foobar", channelData)).toEqual({ auth: `${KEY}:${presenceSig}`, channel_data: channelData });
  });

  it("refuses to sign what the server would reject", async () => {
    const { server } = await startServer();
    expect(() => server.authorize("nope", "private-a")).toThrow(TypeError);
    expect(() => server.authorize("1.2", "public-channel")).toThrow(TypeError);
    expect(() => server.authorize("1.2", "private-a/b")).toThrow(TypeError);
    expect(() => server.authorize("1.2", "presence-a")).toThrow(TypeError);
    expect(() => server.authorize("1.2", "presence-a", '{"name":"no id"}')).toThrow(TypeError);
    expect(() => server.authorize("1.2", "private-a", '{"user_id":1}')).toThrow(TypeError);
  });

  it("refuses reserved event names and invalid channels in broadcast", async () => {
    const { server } = await startServer();
    expect(() => server.broadcast("private-a", "pusher_internal:subscription_succeeded", {})).toThrow(TypeError);
    expect(() => server.broadcast("private-a", "pusher:error", {})).toThrow(TypeError);
    expect(() => server.broadcast("private a", "PaymentProcessedEvent", {})).toThrow(TypeError);
    expect(server.broadcast("private-a", "PaymentProcessedEvent", {})).toBe(0);
  });

  it("closes connected sockets with 4200 on close()", async () => {
    const { port, server } = await startServer();
    const { client } = await RawClient.connect(port);

    await server.close();
    expect((await client.closed).code).toBe(4200);
    expect(server.connectionCount()).toBe(0);
  });
});

describe("with pusher-js", () => {
  function connectPusher(port: number, customHandler: (socketId: string, channel: string) => { auth: string; channel_data?: string }): Pusher {
    const pusher = new Pusher(KEY, {
      cluster: "x",
      wsHost: "127.0.0.1",
      wsPort: port,
      wssPort: port,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      channelAuthorization: {
        customHandler: (params, callback) => {
          try {
            callback(null, customHandler(params.socketId, params.channelName));
          } catch (error) {
            callback(error as Error, null);
          }
        },
      },
    });
    cleanups.push(() => pusher.disconnect());
    return pusher;
  }

  function subscribed(channel: Channel): Promise<unknown> {
    return waitFor((resolve) => channel.bind("pusher:subscription_succeeded", resolve), `${channel.name} subscription`);
  }

  it("receives a PaymentProcessedEvent on a private channel", async () => {
    const { port, server } = await startServer();
    const pusher = connectPusher(port, (socketId, channel) => server.authorize(socketId, channel));
    const channel = pusher.subscribe("private-payment.user.7");
    await subscribed(channel);
    expect(server.isSocketId(pusher.connection.socket_id)).toBe(true);

    const received = waitFor<unknown>((resolve) => channel.bind("PaymentProcessedEvent", resolve), "the payment event");
    expect(server.broadcast("private-payment.user.7", "PaymentProcessedEvent", { status: "successful", payment_id: 12 })).toBe(1);
    expect(await received).toEqual({ status: "successful", payment_id: 12 });
  });

  it("gets pusher:subscription_error when the authorizer returns a wrong signature", async () => {
    const { port, server } = await startServer();
    const pusher = connectPusher(port, () => ({ auth: `${KEY}:${"ab".repeat(32)}` }));
    const channel = pusher.subscribe("private-payment.user.7");

    const error = await waitFor<unknown>((resolve) => channel.bind("pusher:subscription_error", resolve), "subscription_error");
    expect(error).toEqual({ type: "AuthError", error: expect.any(String), status: 401 });
    expect(channel.subscribed).toBe(false);
    expect(server.subscriberCount("private-payment.user.7")).toBe(0);
  });

  it("reports refused client events as a connection error and relays nothing", async () => {
    const { port, server } = await startServer();
    const authorize = (socketId: string, channel: string) => server.authorize(socketId, channel);
    const attacker = connectPusher(port, authorize);
    const victim = connectPusher(port, authorize);
    const attackerChannel = attacker.subscribe("private-payment.user.7");
    const victimChannel = victim.subscribe("private-payment.user.7");
    await Promise.all([subscribed(attackerChannel), subscribed(victimChannel)]);

    const victimEvents: string[] = [];
    victimChannel.bind_global((event: string) => victimEvents.push(event));
    const error = waitFor<unknown>((resolve) => attacker.connection.bind("error", resolve), "the connection error");
    attackerChannel.trigger("client-PaymentProcessedEvent", { status: "successful" });
    expect(await error).toEqual({ type: "PusherError", data: { code: null, message: "Client events are not enabled" } });

    const real = waitFor<unknown>((resolve) => victimChannel.bind("PaymentProcessedEvent", resolve), "the real event");
    server.broadcast("private-payment.user.7", "PaymentProcessedEvent", { status: "failed" });
    expect(await real).toEqual({ status: "failed" });
    expect(victimEvents).toEqual(["PaymentProcessedEvent"]);
  });

  it("keeps presence members in sync", async () => {
    const { port, server } = await startServer();
    const asUser = (id: number, name: string) => (socketId: string, channel: string) =>
      server.authorize(socketId, channel, JSON.stringify({ user_id: id, user_info: { name } }));
    const alice = connectPusher(port, asUser(1, "Alice"));
    const aliceChannel = alice.subscribe("presence-course.1");
    await subscribed(aliceChannel);

    const added = waitFor<unknown>((resolve) => aliceChannel.bind("pusher:member_added", resolve), "member_added");
    const bob = connectPusher(port, asUser(2, "Bob"));
    const bobChannel = bob.subscribe("presence-course.1");
    const bobMembers = (await subscribed(bobChannel)) as { count: number; me: unknown; members: Record<string, unknown> };
    expect(bobMembers.count).toBe(2);
    // pusher-js takes `me.id` from the signed channel_data (a number here); the server's list uses strings.
    expect(bobMembers.me).toEqual({ id: 2, info: { name: "Bob" } });
    expect(bobMembers.members).toEqual({ "1": { name: "Alice" }, "2": { name: "Bob" } });
    expect(await added).toEqual({ id: "2", info: { name: "Bob" } });

    const removed = waitFor<unknown>((resolve) => aliceChannel.bind("pusher:member_removed", resolve), "member_removed");
    bob.disconnect();
    expect(await removed).toEqual({ id: "2", info: { name: "Bob" } });
  });
});
