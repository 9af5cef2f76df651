import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createApp } from "../src/app.ts";
import { ConfigError, DEFAULT_REALTIME_SECRET, loadConfig } from "../src/config.ts";
import { hmacSha256Hex } from "../src/security.ts";
import { startTestApi, type TestApi } from "./harness.ts";

const SECRET = "9f".repeat(32);

describe("the environment the API starts in", () => {
  it("is production unless development is named, and production refuses the published realtime secret, by name", () => {
    for (const env of [{}, { API_ENV: "production" }, { API_ENV: "staging" }, { API_ENV: "production", REALTIME_APP_SECRET: DEFAULT_REALTIME_SECRET }])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrowError(/REALTIME_APP_SECRET is not set/);
    expect(() => loadConfig({})).toThrowError(ConfigError);
  });

  it("refuses a secret too short to be one", () => {
    expect(() => loadConfig({ API_ENV: "production", REALTIME_APP_SECRET: "hunter2" })).toThrowError(/REALTIME_APP_SECRET is 7 characters long/);
  });

  it("starts in production with a secret of its own, with no development helpers", () => {
    const config = loadConfig({ API_ENV: "production", REALTIME_APP_SECRET: SECRET });
    expect(config.dev).toBe(false);
    expect(config.realtime.secret).toBe(SECRET);
  });

  it("has its development helpers only when development is named", () => {
    expect(loadConfig({ API_ENV: "development" }).dev).toBe(true);
    expect(loadConfig({ API_ENV: "development" }).realtime.secret).toBe(DEFAULT_REALTIME_SECRET);
  });
});

/** The socket id the server gives, then the answer to a subscription signed with `secret`, without asking the API. */
async function forgedSubscription(api: TestApi, channel: string, secret: string): Promise<string> {
  const { key } = api.deps.config.realtime;
  const ws = new WebSocket(`${api.url.replace(/^http/, "ws")}/app/${key}?protocol=7`);
  const frames: { event: string; data: string }[] = [];
  const next = () =>
    new Promise<{ event: string; data: string }>((resolve, reject) => {
      const waiting = setInterval(() => {
        const frame = frames.shift();
        if (frame) {
          clearInterval(waiting);
          resolve(frame);
        }
      }, 5);
      setTimeout(() => {
        clearInterval(waiting);
        reject(new Error("no frame"));
      }, 3000);
    });
  ws.on("message", (raw) => frames.push(JSON.parse(String(raw))));
  try {
    const { socket_id } = JSON.parse((await next()).data);
    ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: `${key}:${hmacSha256Hex(secret, `${socket_id}:${channel}`)}` } }));
    return (await next()).event;
  } finally {
    ws.close();
  }
}

describe("a production API", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { dev: false, realtime: { appId: "lp-app", key: "lp-key", secret: SECRET } } });
  });
  afterAll(() => api?.close());

  it("does not hear a subscription signed with the published secret: another learner's payments stay theirs", async () => {
    expect(await forgedSubscription(api, "private-payment.user.1", DEFAULT_REALTIME_SECRET)).toBe("pusher:subscription_error");
    expect(api.deps.realtime.subscriberCount("private-payment.user.1")).toBe(0);
  });
});

describe("a development API", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it("is what the published secret opens, which is why production refuses it", async () => {
    expect(await forgedSubscription(api, "private-payment.user.1", DEFAULT_REALTIME_SECRET)).toBe("pusher_internal:subscription_succeeded");
  });

  it("answers its helpers to this machine, and to no other", async () => {
    expect((await api.get("/api/dev/mailbox")).status).toBe(200);
    const app = createApp(api.deps);
    const from = (remoteAddress: string, path: string, init?: RequestInit) =>
      app.fetch(new Request(`http://api.test${path}`, init), { incoming: { socket: { remoteAddress, remoteFamily: "IPv4" } } });
    const mint = { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "anyone@example.cm" }) };
    for (const address of ["203.0.113.7", "192.168.1.20", "10.0.0.2", "::ffff:192.168.1.20", "fe80::1"]) {
      expect((await from(address, "/api/dev/mailbox")).status, address).toBe(404);
      expect((await from(address, "/dev/mailbox")).status, address).toBe(404);
      expect((await from(address, "/api/dev/google/id-token", mint)).status, address).toBe(404);
    }
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect((await from(address, "/api/dev/mailbox")).status, address).toBe(200);
    // The rest of the API is everyone's.
    expect((await from("203.0.113.7", "/api/courses")).status).toBe(200);
  });
});
