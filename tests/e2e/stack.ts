import fs from "node:fs";
import type http from "node:http";
import { createServer } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { buildSite } from "../../host-site/build.ts";
import { startSite } from "../../host-site/server.ts";
import { loadConfig } from "../../reference-api/src/config.ts";
import { type Database, openDatabase } from "../../reference-api/src/db/connection.ts";
import { ensureSeeded, seedDatabase } from "../../reference-api/src/db/seed/index.ts";
import { startApi } from "../../reference-api/src/server.ts";
import { type Flavour, flavourFromEnv, ssrDirOf, widgetsDirOf } from "../../scripts/flavours.ts";
import { chromiumLaunch } from "../chromium.mjs";
import { fetchFrom, nextClientAddress } from "../support/fetch-from.ts";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HOST = "127.0.0.1";

/** The viewport every journey starts in. */
export const DESKTOP = { width: 1280, height: 800 } as const;

export const DEMO = { email: "demo@example.cm", password: "demo-pass-2026" } as const;
export const FRESH = { email: "fresh@example.cm", password: "fresh-pass-2026" } as const;

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export interface SeenRequest {
  url: string;
  method: string;
  referer: string | null;
}

/** A page in its own browser context, with what it logged and every request it made. */
export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  requests: SeenRequest[];
}

/** The platform's site, and the strict blog that shows a badge, for one flavour of the widgets. */
export interface FlavourSites {
  siteUrl: string;
  blogUrl: string;
  /** The folder the site is served from (its pages and its service worker), this stack's own. */
  siteDir: string;
  /** The same site with the server's drawing switched off (with `undrawn`): the pages as built, drawn in the browser. */
  undrawnUrl?: string;
}

export interface Stack {
  /** The site of the first flavour the stack was started with (by default the only one). */
  siteUrl: string;
  apiUrl: string;
  /**
   * Another origin, standing for a partner's own site: it serves tests/e2e/partner/*.html. Like any
   * site with `npm start`'s defaults, it is not among the API's allowed origins.
   */
  partnerUrl: string;
  /**
   * A third origin, a blog with a strict Content-Security-Policy (no inline code or style,
   * Trusted Types required): it serves tests/e2e/blog/*, {{NUMBER}} being the demo learner's first
   * certificate. Not in the API's allowed origins.
   */
  blogUrl: string;
  /** Each flavour's site and blog: every flavour the stack was started with, on one API and one database. */
  sites: Map<Flavour, FlavourSites>;
  /**
   * A page in a context of its own; `javaScript: false` stands for a reader or a crawler that runs
   * no script; `locale` is the browser's language, which its requests' Accept-Language says too.
   * The site's service worker runs only with `worker`: a journey is a first visit, and a worker
   * answering from the device would also take over the requests journeys hold or count; the
   * return visit and the offline site are tests/e2e/offline.test.ts's.
   */
  newPage(options?: { javaScript?: boolean; locale?: string; worker?: boolean }): Promise<TestPage>;
  /** The development mailbox for one address, newest first. */
  mailbox(email: string): Promise<Mail[]>;
  /** Waits (up to 10 s) for the newest mail to `email` whose subject matches. */
  waitForMail(email: string, subject: RegExp): Promise<Mail>;
  /** Calls the API directly (JSON in, JSON out). */
  api<T = any>(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  /** A new account made through the API: its address, password and session token. */
  register(): Promise<{ email: string; password: string; token: string }>;
  close(): Promise<void>;
}

/**
 * Another site on its own origin (a partner's, a blog): the pages and stylesheets in
 * tests/e2e/<folder>, with {{SITE}}, {{API}} and friends replaced (and {{name}} by the request's
 * query parameter `name`: what a test pastes into a page), embedding the widgets from the platform
 * with one script tag; its pages sent with `headers`.
 */
function startStaticSite(port: number, folder: string, values: Record<string, string>, headers: Record<string, string> = {}): Promise<http.Server> {
  const dir = path.join(repo, "tests/e2e", folder);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://site");
    const name = path.basename(url.pathname) || "index.html";
    const file = path.join(dir, /\.(html|css)$/.test(name) ? name : `${name}.html`);
    if (!fs.existsSync(file)) return void res.writeHead(404).end("Not found");
    const known: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...values };
    const text = fs.readFileSync(file, "utf8").replace(/\{\{(\w+)\}\}/g, (_, key: string) => known[key] ?? "");
    const css = file.endsWith(".css");
    res.writeHead(200, { "Content-Type": css ? "text/css; charset=utf-8" : "text/html; charset=utf-8", ...(css ? {} : headers) }).end(text);
  });
  return new Promise((resolve) => server.listen(port, HOST, () => resolve(server)));
}

/** A strict blog: scripts only from itself and the platform, no inline code or style, Trusted Types required. */
const blogPolicy = (siteUrl: string, apiUrl: string) =>
  [
    "default-src 'none'",
    `script-src 'self' ${siteUrl}`,
    "style-src 'self'",
    `img-src 'self' ${apiUrl} data:`,
    `connect-src ${apiUrl}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    "base-uri 'none'",
  ].join("; ");

/** A port the OS has just handed out; it stays held until `release` is called (again is harmless). */
async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The demo learner's first certificate number, which the blog shows. */
function demoCertificate(dbFile: string): string {
  const db = openDatabase(dbFile);
  try {
    const row = db
      .prepare("SELECT ce.certificate_number FROM certificates ce JOIN users u ON u.id = ce.user_id WHERE u.email = ? ORDER BY ce.id LIMIT 1")
      .get(DEMO.email) as { certificate_number: string } | undefined;
    return row?.certificate_number ?? "";
  } finally {
    db.close();
  }
}

let accounts = 0;

export interface StackOptions {
  /**
   * How many courses to seed: by default the 64 hand-written ones; a larger number adds derived
   * editions, as the API's scale seed does (10,000 takes several seconds more to start).
   */
  courses?: number;
  /** "spec": the API serves only the contract's calls and the fields it names (API_CONTRACT=spec). */
  contract?: "full" | "spec";
  /** Changes the seeded database before the API starts (a benchmark's longer course, say). */
  prepare?: (db: Database) => void;
  /** The widgets' flavour: by default WIDGETS_FLAVOUR's (React's unless it says lite). */
  flavour?: Flavour;
  /**
   * Several flavours side by side (the benchmarks compare them): a site and a blog for each, on
   * one API and one database. Overrides `flavour`.
   */
  flavours?: Flavour[];
  /** Also each flavour's site with no drawing on the server, to compare (the benchmarks). */
  undrawn?: boolean;
}

/**
 * The whole product on loopback ports, in a temporary folder: the reference API over a freshly
 * seeded database, the host site built for that API, the widget bundle, and a headless Chromium.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const flavours = options.flavours ?? [options.flavour ?? flavourFromEnv()];
  for (const flavour of flavours) {
    const built = widgetsDirOf(flavour);
    if (!fs.existsSync(path.join(built, "lp-widgets.js")))
      throw new Error(`The widget bundle is missing (${path.relative(repo, built)}/lp-widgets.js): run \`npm run build\` before the e2e tests.`);
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lp-e2e-"));
  const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(tmp, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  const hold = async () => {
    const held = await holdPort();
    cleanups.push(held.release);
    return { ...held, url: `http://${HOST}:${held.port}` };
  };
  const serving = (server: http.Server) =>
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );

  try {
    // The API must know the sites' origins (CORS, e-mailed links) and the sites the API's: hold their ports first.
    type Held = Awaited<ReturnType<typeof hold>>;
    const ports = new Map<Flavour, { site: Held; blog: Held; undrawn: Held | null }>();
    for (const flavour of flavours) ports.set(flavour, { site: await hold(), blog: await hold(), undrawn: options.undrawn ? await hold() : null });
    const partnerPort = await hold();
    const siteUrl = ports.get(flavours[0])!.site.url;
    const config = loadConfig(
      { API_ENV: "development" },
      {
        port: 0,
        host: HOST,
        dbFile: path.join(tmp, "platform.sqlite"),
        storageDir: path.join(tmp, "storage"),
        corsOrigins: [...ports.values()].flatMap((p) => [p.site.url, ...(p.undrawn ? [p.undrawn.url] : [])]),
        platformUrl: siteUrl,
        payments: { successDelayMs: 200, failureDelayMs: 200, slowDelayMs: 6000, expiryMs: 200_000 },
        contract: options.contract ?? "full",
      },
    );
    if (options.courses === undefined) await ensureSeeded(config);
    else {
      const db = openDatabase(config.dbFile);
      try {
        await seedDatabase(db, config, { courses: options.courses });
      } finally {
        db.close();
      }
    }
    if (options.prepare) {
      const db = openDatabase(config.dbFile);
      try {
        options.prepare(db);
      } finally {
        db.close();
      }
    }
    const api = await startApi(config);
    cleanups.push(() => api.close());
    const apiUrl = api.url;
    const number = demoCertificate(config.dbFile);

    const sites = new Map<Flavour, FlavourSites>();
    for (const [flavour, { site, blog, undrawn }] of ports) {
      // A private copy of the bundle: a rebuild elsewhere during the run cannot pull files from under the pages.
      const widgetsDir = path.join(tmp, `widgets-${flavour}`);
      fs.cpSync(widgetsDirOf(flavour), widgetsDir, { recursive: true });
      const ssrDir = path.join(tmp, `ssr-${flavour}`);
      if (fs.existsSync(ssrDirOf(flavour))) fs.cpSync(ssrDirOf(flavour), ssrDir, { recursive: true });
      const siteDir = path.join(tmp, `site-${flavour}`);
      buildSite(siteDir, { apiBase: `${apiUrl}/api`, realtimeKey: config.realtime.key }, widgetsDir);
      await site.release();
      // Each site runs one flavour: it answers at both bundle paths.
      serving(await startSite({ port: site.port, host: HOST, apiOrigin: apiUrl, siteDir, widgetsDir, liteWidgetsDir: widgetsDir, ssrDir }));
      await blog.release();
      serving(
        await startStaticSite(
          blog.port,
          "blog",
          { SITE: site.url, API: `${apiUrl}/api`, NUMBER: number },
          { "Content-Security-Policy": blogPolicy(site.url, apiUrl) },
        ),
      );
      if (undrawn) {
        await undrawn.release();
        // A renderer folder that is not there: the server sends every page as built.
        const nothing = path.join(tmp, "no-server-drawing");
        serving(await startSite({ port: undrawn.port, host: HOST, apiOrigin: apiUrl, siteDir, widgetsDir, liteWidgetsDir: widgetsDir, ssrDir: nothing }));
      }
      sites.set(flavour, { siteUrl: site.url, blogUrl: blog.url, siteDir, ...(undrawn ? { undrawnUrl: undrawn.url } : {}) });
    }

    await partnerPort.release();
    serving(await startStaticSite(partnerPort.port, "partner", { SITE: siteUrl, API: `${apiUrl}/api` }));
    const partnerUrl = partnerPort.url;
    const blogUrl = sites.get(flavours[0])!.blogUrl;

    // The run's browser where one is running (the journeys' global setup), else a browser of its own.
    const endpoint = process.env.LP_CHROMIUM_ENDPOINT;
    const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(chromiumLaunch);
    cleanups.push(() => browser.close());

    /** A call to the API; `from` a client address of its own where the API's limits per client must see another machine. */
    const api_ = async <T>(method: string, apiPath: string, body?: unknown, token?: string, from?: string) => {
      const init = {
        method,
        headers: {
          Accept: "application/json",
          ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      };
      const res = from ? await fetchFrom(from, `${apiUrl}/api${apiPath}`, init) : await fetch(`${apiUrl}/api${apiPath}`, init);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    };

    const mailbox = async (email: string): Promise<Mail[]> => {
      const res = await api_<{ data: Mail[] }>("GET", `/dev/mailbox?to=${encodeURIComponent(email)}`);
      if (res.status !== 200) throw new Error(`mailbox ${email}: ${res.status}`);
      return res.body.data;
    };

    return {
      siteUrl,
      apiUrl,
      partnerUrl,
      blogUrl,
      sites,
      async newPage({ javaScript = true, locale = "en-GB", worker = false } = {}) {
        const context = await browser.newContext({ viewport: DESKTOP, locale, javaScriptEnabled: javaScript, serviceWorkers: worker ? "allow" : "block" });
        // tsx keeps function names with a `__name` helper, which functions sent to the page (page.evaluate) call.
        await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
        const page = await context.newPage();
        const errors: string[] = [];
        const requests: SeenRequest[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
        });
        page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
        context.on("request", (request) => requests.push({ url: request.url(), method: request.method(), referer: request.headers().referer ?? null }));
        return { page, context, errors, requests };
      },
      mailbox,
      async waitForMail(email, subject) {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const match = (await mailbox(email)).find((m) => subject.test(m.subject));
          if (match) return match;
          if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${subject} within 10 s`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      api: api_,
      async register() {
        const email = `e2e-${process.pid}-${++accounts}-${Date.now()}@example.cm`;
        const password = "first-pass-2026";
        // Each account from a machine of its own, as the API's limits per client expect.
        const from = nextClientAddress();
        await api_("POST", "/send-verification-email", { name: "Esi Tester", email }, undefined, from);
        const code = /\b(\d{6})\b/.exec((await mailbox(email))[0]?.text ?? "")?.[1];
        const res = await api_<{ authorization: { token: string } }>(
          "POST",
          "/register",
          {
            first_name: "Esi",
            last_name: "Tester",
            email,
            password,
            password_confirmation: password,
            code,
          },
          undefined,
          from,
        );
        if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
        return { email, password, token: res.body.authorization.token };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
