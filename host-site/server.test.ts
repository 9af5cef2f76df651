// @vitest-environment node
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "./server.ts";

let server: http.Server;
let base: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lp-site-"));

beforeAll(async () => {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    fs.writeFileSync(path.join(tmp, file), text);
  };
  write("site/widgets.html", "<!doctype html><title>gallery</title>\n<body>the gallery</body>");
  write("site/host.css", "");
  write(
    "site/signin.html",
    '<!doctype html><html lang="en"><title>Sign in</title>\n<script type="module" src="/widgets/lp-widgets.js" data-owns-document="true"></script>',
  );
  write("site/sw.js", "// the worker");
  write("react/lp-widgets.js", "// react");
  write("lite/lp-widgets.js", "// lite");
  write("lite/chunks/runtime-abc.js", "// lite runtime");
  server = await startSite({
    port: 0,
    host: "127.0.0.1",
    apiOrigin: "http://127.0.0.1:9",
    siteDir: path.join(tmp, "site"),
    widgetsDir: path.join(tmp, "react"),
    liteWidgetsDir: path.join(tmp, "lite"),
    // No server renderer: these pages are the server's own, whatever a build left in dist/.
    ssrDir: path.join(tmp, "ssr"),
    headersTimeoutMs: 600,
    mediaOrigins: ["https://files.example.cm"],
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the host site's server", () => {
  it("serves both flavours of the widgets to any site, each from its own folder, hashed chunks for good", async () => {
    const react = await fetch(`${base}/widgets/lp-widgets.js`);
    expect(await react.text()).toBe("// react");
    expect(react.headers.get("access-control-allow-origin")).toBe("*");
    expect(react.headers.get("cache-control")).toBe("no-cache");
    const lite = await fetch(`${base}/widgets-lite/lp-widgets.js`);
    expect(await lite.text()).toBe("// lite");
    expect(lite.headers.get("access-control-allow-origin")).toBe("*");
    const chunk = await fetch(`${base}/widgets-lite/chunks/runtime-abc.js`);
    expect(chunk.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A path that climbs out of the bundle's folder, escaped so the client leaves it alone.
    expect((await fetch(`${base}/widgets-lite/..%2fsite%2fwidgets.html`)).status).toBe(404);
  });

  it("answers /widgets and /widgets/ with the gallery's page, which the site's own pages may frame and no other site", async () => {
    for (const address of ["/widgets", "/widgets/"]) {
      const page = await fetch(base + address);
      expect(page.status, address).toBe(200);
      expect(await page.text(), address).toContain("gallery");
      const policy = page.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toMatch(/frame-src 'self' /);
    }
  });

  it("lets lessons frame the players of the video hosts the widgets embed, and of no other video site", async () => {
    const policy = (await fetch(`${base}/widgets`)).headers.get("content-security-policy") ?? "";
    const frames =
      policy
        .split("; ")
        .find((directive) => directive.startsWith("frame-src "))
        ?.split(" ") ?? [];
    for (const player of [
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://geo.dailymotion.com",
      "https://drive.google.com",
      "https://www.loom.com",
      "https://fast.wistia.net",
    ])
      expect(frames, player).toContain(player);
    // Only the players' own origins: not their sites', nor a wildcard that would let any page of theirs in.
    for (const site of ["https://www.dailymotion.com", "https://www.facebook.com", "https://www.tiktok.com", "https:", "*"])
      expect(frames, site).not.toContain(site);
    expect(frames.filter((source) => source.includes("*"))).toEqual([]);
  });

  it("lets lessons play video files stored by the API and by the file hosts it names, and no others", async () => {
    const policy = (await fetch(`${base}/widgets`)).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("media-src 'self' http://127.0.0.1:9 https://files.example.cm;");
  });
});

describe("a browser that saves data", () => {
  it("is heard by the widgets: its page tells them, and caches keep its page apart", async () => {
    const saving = await fetch(`${base}/signin`, { headers: { "Save-Data": "on" } });
    expect(await saving.text()).toContain('data-owns-document="true" data-save-data="on"');
    expect(saving.headers.get("vary")).toContain("Save-Data");
    const other = await fetch(`${base}/signin`);
    expect(await other.text()).not.toContain("data-save-data");
    expect(other.headers.get("vary")).toContain("Save-Data");
  });
});

describe("the site's service worker", () => {
  it("is asked afresh each time, so a new build is found on the next visit", async () => {
    const worker = await fetch(`${base}/sw.js`);
    expect(await worker.text()).toBe("// the worker");
    expect(worker.headers.get("content-type")).toContain("text/javascript");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("a client that sends its request slowly", () => {
  it("is cut off once the headers are late, however it trickles them", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    // Writing on after the server has hung up fails (EPIPE): that is the point, not an error of the test.
    socket.on("error", () => undefined);
    const started = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    // A header byte every 100 ms keeps an idle timer alive; only a deadline on the headers ends it.
    const drip = setInterval(() => !socket.destroyed && socket.writable && socket.write("X"), 100);
    const closedAfter = await new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)));
    clearInterval(drip);
    expect(closedAfter).toBeLessThan(3000);
  });
});
