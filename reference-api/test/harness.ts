import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fetchFrom, nextClientAddress } from "../../tests/support/fetch-from.ts";
import { type Config, type ConfigOverrides, loadConfig } from "../src/config.ts";
import { type RunningApi, startApi } from "../src/server.ts";

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  form?: FormData | URLSearchParams;
  body?: BodyInit;
  headers?: Record<string, string>;
  /**
   * The client's own address, another on the loopback network (127.0.0.2, 127.0.0.3…): what the
   * API's limits per client see as another machine.
   */
  from?: string;
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi extends RunningApi {
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  get<T = any>(path: string, token?: string | null): Promise<Reply<T>>;
  post<T = any>(path: string, json?: unknown, token?: string | null): Promise<Reply<T>>;
  login(email: string, password: string): Promise<string>;
  /** Asks for a sign-up code for `email` (from `from`, by default a client of its own) and reads it from the development mailbox. */
  verificationCode(email: string, from?: string): Promise<string>;
  /** A new signed-in account with nothing else. */
  register(email?: string): Promise<{ token: string; user: any }>;
}

let counter = 0;

/**
 * A real API on a random loopback port over a fresh database file, seeded with `seed` when given.
 * Everything a test creates lives in a temporary folder removed by close().
 */
export async function startTestApi(options: { seed?: (config: Config) => Promise<void> | void; config?: ConfigOverrides } = {}): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lp-api-test-"));
  const config = loadConfig(
    { API_ENV: "development" },
    {
      port: 0,
      dbFile: path.join(dir, "platform.sqlite"),
      storageDir: path.join(dir, "storage"),
      ...options.config,
      payments: { successDelayMs: 60, failureDelayMs: 60, expiryMs: 200_000, ...options.config?.payments },
    },
  );
  await options.seed?.(config);
  const api = await startApi(config);

  const call = async (method: string, p: string, o: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { Accept: "application/json", ...o.headers };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined = o.body;
    if (o.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(o.json);
    } else if (o.form) body = o.form;
    const res = o.from ? await fetchFrom(o.from, api.url + p, { method, headers, body }) : await fetch(api.url + p, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: the test sees the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const test: TestApi = {
    ...api,
    call,
    get: (p, token) => call("GET", p, { token }),
    post: (p, json, token) => call("POST", p, { json: json ?? {}, token }),
    async login(email, password) {
      const r = await call("POST", "/api/login", { json: { email, password } });
      if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.authorization.token;
    },
    async verificationCode(email, from = nextClientAddress()) {
      const sent = await call("POST", "/api/send-verification-email", { json: { name: "Ada Test", email }, from });
      if (sent.status !== 200) throw new Error(`send-verification-email: ${sent.status} ${JSON.stringify(sent.body)}`);
      const mail = await call("GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const code = /\b(\d{6})\b/.exec(mail.body.data[0]?.text ?? "")?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async register(email = `learner${++counter}-${process.pid}@example.cm`) {
      // Each learner from a machine of their own, as the API's limits per client expect.
      const from = nextClientAddress();
      const code = await test.verificationCode(email, from);
      const r = await call("POST", "/api/register", {
        from,
        json: { first_name: "Ada", last_name: "Test", email, password: "a-good-pass", password_confirmation: "a-good-pass", code },
      });
      if (r.status !== 201) throw new Error(`register: ${r.status} ${JSON.stringify(r.body)}`);
      return { token: r.body.authorization.token, user: r.body.user };
    },
    async close() {
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return test;
}

/** Polls until `check` holds, failing after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
