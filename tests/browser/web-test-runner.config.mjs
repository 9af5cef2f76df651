// Real-Chromium tests for the widgets: shadow DOM, hostile host pages, CSP and Trusted Types,
// sanitising, one session per page, and the built loader.
//
// React is CommonJS, which the dev server cannot serve as ES modules, so every TypeScript file
// under tests/browser/ is bundled with esbuild when the browser asks for it (TSX, CommonJS
// dependencies and `?inline` CSS included). Everything else (dist/widgets after `vite build`) is
// served as it is from the repository root.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromeLauncher } from "@web/test-runner-chrome";
import * as esbuild from "esbuild";
import { LITE_ALIASES } from "../../scripts/lite-aliases.mjs";
import { chromiumLaunch } from "../chromium.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

/** React's build flavour in the bundled tests: development by default, production on request. */
const nodeEnv = process.env.LP_TEST_NODE_ENV === "production" ? "production" : "development";

/** `x.css?inline` is the CSS text, as Vite gives it. */
const inlineCss = {
  name: "inline-css",
  setup(build) {
    build.onResolve({ filter: /\?inline$/ }, async (args) => {
      const resolved = await build.resolve(args.path.replace(/\?inline$/, ""), { resolveDir: args.resolveDir, kind: args.kind });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: resolved.path };
    });
  },
};

const bundleTests = (flavour) => ({
  name: "lp-bundle-tests",
  async serve(context) {
    if (!/^\/tests\/browser\/.+\.tsx?$/.test(context.path)) return undefined;
    const file = path.join(root, context.path);
    if (!existsSync(file)) return undefined;
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: "esm",
      target: "es2022",
      sourcemap: "inline",
      jsx: "automatic",
      define: { "process.env.NODE_ENV": JSON.stringify(nodeEnv) },
      loader: { ".css": "text" },
      plugins: [inlineCss],
      alias: flavour === "lite" ? LITE_ALIASES : {},
      logLevel: "silent",
    });
    return { body: result.outputFiles[0].text, type: "js" };
  },
});

/**
 * The full DOMPurify vector list lives beside the repository on some machines only. It is read
 * once here and served to the sanitiser test, which skips that extra run when it is absent.
 */
const sharedVectorsFile = path.resolve(root, "../shared/fixtures/xss-vectors.json");
const sharedVectors = existsSync(sharedVectorsFile) ? readFileSync(sharedVectorsFile, "utf8") : "null";

/**
 * Test-only routes:
 * - /__lp/shared-xss-vectors.json: the shared vector list, or `null` when there is none;
 * - /__lp/widgets-manifest.json: the build manifest of dist/widgets, or `null` before a build;
 * - /__lp/page.html?entry=/tests/browser/...&csp=...: an empty page running one bundled entry
 *   module, sent with the given Content-Security-Policy header (for iframes);
 * - /__lp/embed.html?doc=...: the given HTML as a page at a real http URL (an embedding page);
 * - /__lp/api/...: a tiny platform API: GET /user answers a learner for any bearer token (401
 *   without), POST /login refuses every password, anything else is 404. Tests count the requests
 *   from the page's own resource timing.
 */
const testRoutes = (flavour) => async (ctx, next) => {
  // The built bundle the tests load is the flavour's: /dist/widgets/ is dist/widgets-lite/ for the light one.
  if (flavour === "lite" && ctx.path.startsWith("/dist/widgets/")) ctx.path = ctx.path.replace("/dist/widgets/", "/dist/widgets-lite/");
  if (ctx.path === "/__lp/shared-xss-vectors.json") {
    ctx.type = "application/json";
    ctx.body = sharedVectors;
    return;
  }
  if (ctx.path === "/__lp/widgets-manifest.json") {
    // Read on every request: the build may be newer than this server.
    const manifest = path.join(root, flavour === "lite" ? "dist/widgets-lite" : "dist/widgets", ".vite/manifest.json");
    ctx.type = "application/json";
    ctx.body = existsSync(manifest) ? readFileSync(manifest, "utf8") : "null";
    return;
  }
  if (ctx.path === "/__lp/page.html") {
    const entry = String(ctx.query.entry ?? "");
    if (!/^\/tests\/browser\/[\w./-]+\.tsx?$/.test(entry) || entry.includes("..")) {
      ctx.status = 400;
      return;
    }
    if (ctx.query.csp) ctx.set("Content-Security-Policy", String(ctx.query.csp));
    ctx.type = "text/html";
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lp test page</title></head><body><script type="module" src="${entry}"></script></body></html>`;
    return;
  }
  if (ctx.path === "/__lp/embed.html") {
    ctx.type = "text/html";
    ctx.body = String(ctx.query.doc ?? "");
    return;
  }
  if (ctx.path.startsWith("/__lp/api/")) {
    const route = `${ctx.method} ${ctx.path.slice("/__lp/api".length)}`;
    ctx.type = "application/json";
    if (route === "GET /user" && /^Bearer \S+/.test(ctx.get("authorization"))) {
      ctx.body = JSON.stringify({
        user: { id: 7, name: "Awa Ngono", first_name: "Awa", last_name: "Ngono", email: "awa@example.cm", date_of_birth: "2000-01-01", why_join: "skills" },
      });
      return;
    }
    if (route === "POST /login") {
      ctx.status = 401;
      ctx.body = JSON.stringify({ message: "The provided credentials are incorrect." });
      return;
    }
    ctx.status = route === "GET /user" ? 401 : 404;
    ctx.body = JSON.stringify({ message: route === "GET /user" ? "Unauthenticated." : "Not found." });
    return;
  }
  return next();
};

/** A port the system has free: the two flavours' runs go side by side, and 8000 (the runner's own default) may be taken. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The test runner's configuration for one flavour of the widgets: "react" (this file's default) or "lite". */
export const configFor = async (flavour) => ({
  rootDir: root,
  port: await freePort(),
  files: ["tests/browser/**/*.test.{ts,tsx}"],
  nodeResolve: false,
  concurrency: 1,
  // Plain lines in logs and CI; the live progress bar only in a terminal.
  staticLogging: !process.stdout.isTTY,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { ui: "bdd", timeout: 20_000 } },
  plugins: [bundleTests(flavour)],
  middleware: [testRoutes(flavour)],
  browsers: [chromeLauncher({ launchOptions: chromiumLaunch })],
});

export default await configFor("react");
