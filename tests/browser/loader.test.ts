/// <reference types="mocha" />
/**
 * The BUILT loader (dist/widgets/lp-widgets.js, run `npx vite build` first) on embedding pages:
 * included twice, next to a tag the page defined itself, with widgets added after load. Each page
 * is a fresh iframe document, so every scenario starts with an empty custom-element registry.
 * Pages must not use the test server's /__lp/api for anything but the stub API: the path filter
 * below counts those requests.
 */
import { expect } from "@esm-bundle/chai";
import { fingerprint } from "../../shared/element/last-screen.ts";
import { type FrameWindow, frameWindow, openFrame, rendered, sleep, until } from "./helpers.ts";

const LOADER = "/dist/widgets/lp-widgets.js";

type LoaderPage = FrameWindow & { lpErrors: string[]; lpDefined: string[] };

/** family name -> its chunk file (e.g. "auth" -> "chunks/auth-XXXX.js"), from the build manifest. */
const familyChunks: Record<string, string> = {};
const frames: HTMLIFrameElement[] = [];

before(async () => {
  const manifest = (await (await fetch("/__lp/widgets-manifest.json")).json()) as Record<
    string,
    { file: string; src?: string; isDynamicEntry?: boolean }
  > | null;
  if (!manifest) throw new Error("dist/widgets has no build manifest: run `npx vite build` before the browser tests");
  for (const chunk of Object.values(manifest)) {
    const family = /^widgets\/([\w-]+)\/define\.ts$/.exec(chunk.src ?? "")?.[1];
    if (family && chunk.isDynamicEntry) familyChunks[family] = chunk.file;
  }
  expect(Object.keys(familyChunks)).to.include.members(["auth", "site"]);
});

after(() => {
  frames.forEach((f) => f.remove());
  sessionStorage.removeItem("authToken");
});

/**
 * An embedding page. Its first script records uncaught errors, console errors and every
 * customElements.define call (and throws from it) before anything else runs.
 */
function embeddingPage(body: string, setup = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>
    window.lpErrors = [];
    window.lpDefined = [];
    addEventListener("error", (e) => lpErrors.push(String(e.message)));
    addEventListener("unhandledrejection", (e) => lpErrors.push("unhandled rejection: " + String(e.reason)));
    const consoleError = console.error.bind(console);
    console.error = (...args) => { lpErrors.push("console.error: " + args.map(String).join(" ")); consoleError(...args); };
    const define = customElements.define.bind(customElements);
    customElements.define = (name, ctor, options) => {
      lpDefined.push(name);
      try { return define(name, ctor, options); } catch (e) { lpErrors.push("define(" + name + ") threw: " + e); throw e; }
    };
    ${setup}
  </script></head><body>${body}</body></html>`;
}

/** Opens the page at a real http URL, or as a "friendly iframe" (srcdoc) when asked. */
async function open(body: string, setup = "", as: "url" | "srcdoc" = "url"): Promise<LoaderPage> {
  const html = embeddingPage(body, setup);
  const frame = await openFrame(as === "srcdoc" ? { srcdoc: html } : { src: `/__lp/embed.html?doc=${encodeURIComponent(html)}` });
  frames.push(frame);
  return frameWindow(frame) as LoaderPage;
}

const paths = (win: Window) => (win.performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => new URL(e.name));

/** The families whose chunk this page downloaded. */
function familiesLoaded(win: Window): string[] {
  const files = new Set(paths(win).map((u) => u.pathname.replace(/^\/dist\/widgets\//, "")));
  return Object.entries(familyChunks)
    .filter(([, file]) => files.has(file))
    .map(([family]) => family)
    .sort();
}

const duplicates = (list: string[]) => list.filter((name, i) => list.indexOf(name) !== i);

describe("the built loader lp-widgets.js on an embedding page (real Chromium)", () => {
  it("included twice, next to a tag the page defined itself: no error, each tag defined once, only the needed families", async () => {
    const win = await open(
      `<lp-site-header></lp-site-header>
       <main><lp-signin></lp-signin></main>
       <lp-site-footer></lp-site-footer>
       <script type="module" src="${LOADER}" data-api-base="/__lp/api" data-locale="fr"></script>
       <script type="module" src="${LOADER}?v=2" data-api-base="/__lp/elsewhere" data-locale="en"></script>`,
      `sessionStorage.setItem("authToken", "loader-token");
       customElements.define("lp-site-footer", class extends HTMLElement {
         connectedCallback() { this.textContent = "The page's own footer"; }
       });`,
    );
    const doc = win.document;
    const header = doc.querySelector("lp-site-header")!;
    const signin = doc.querySelector("lp-signin")!;
    await rendered(header, ".bar", 8000);
    await rendered(signin, ".auth-card", 8000);
    await until(() => paths(win).some((u) => u.pathname.endsWith("/user")), 5000, "the session to load the user");
    await sleep(100);

    expect(win.lpErrors, "uncaught errors, console errors or throwing define() calls").to.deep.equal([]);
    expect(paths(win).filter((u) => u.pathname === LOADER).length, "both copies of the loader were fetched").to.equal(2);

    // Each tag defined once; the page's own lp-site-footer is left alone.
    expect(duplicates(win.lpDefined), "tags defined more than once").to.deep.equal([]);
    expect(win.lpDefined).to.include.members(["lp-site-header", "lp-signin", "lp-site-footer"]);
    expect(win.lpDefined.filter((n) => n === "lp-site-footer")).to.have.length(1);
    const footer = doc.querySelector("lp-site-footer")!;
    expect(footer.textContent).to.equal("The page's own footer");
    expect(footer.shadowRoot).to.equal(null);

    // Only the families on the page were downloaded.
    expect(familiesLoaded(win)).to.deep.equal(["auth", "site"]);

    // The first copy's data-* attributes are the configuration; the second copy changed nothing.
    const api = paths(win).filter((u) => u.pathname.startsWith("/__lp/"));
    expect(api.map((u) => u.pathname)).to.deep.equal(["/__lp/api/user"]);
    // Asked for as the loader starts, before the widgets' code: the session takes that answer.
    const startOf = (match: RegExp) =>
      (win.performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) => match.test(new URL(e.name).pathname))?.startTime ?? Infinity;
    expect(startOf(/^\/__lp\/api\/user$/)).to.be.below(startOf(/\/chunks\/runtime-/));
    expect(header.shadowRoot!.querySelector(".lp-root")!.getAttribute("lang")).to.equal("fr");
    // One session: the header, signed in by the same token, leads to the account.
    const cta = await rendered<HTMLAnchorElement>(header, ".actions .cta");
    expect(cta.getAttribute("href")).to.contain("/account/dashboard");
  });

  it("with a session, asks as it starts for the calls the page's widgets made first on its last visit on this device", async () => {
    const remembered = (session: boolean) =>
      `${session ? `sessionStorage.setItem("authToken", "loader-token");` : `sessionStorage.removeItem("authToken");`}
       localStorage.setItem("lpLearner:firstCalls", JSON.stringify({
         "/__lp/embed.html": [{ path: "/learner-stats", lang: "fr" }, { path: "//evil.example/steal", lang: "en" }, { path: "/notifications?page=1&limit=20", lang: "fr" }],
         "/elsewhere": [{ path: "/my-certificates", lang: "en" }],
       }));`;
    const page = (session: boolean) =>
      open(`<lp-site-header></lp-site-header><script type="module" src="${LOADER}" data-api-base="/__lp/api"></script>`, remembered(session));
    try {
      const [signedIn, signedOut] = [await page(true), await page(false)];
      for (const win of [signedIn, signedOut]) await rendered(win.document.querySelector("lp-site-header")!, ".bar", 8000);
      const api = (win: Window) => paths(win).filter((u) => u.host === location.host && u.pathname.startsWith("/__lp/api"));
      // A call's timing entry comes with its answer's end, and the three answers end in any order.
      await until(() => api(signedIn).length >= 3, 5000, "the learner's call and the page's remembered ones to be answered");
      expect(api(signedIn).map((u) => u.pathname + u.search)).to.have.members([
        "/__lp/api/user",
        "/__lp/api/learner-stats",
        "/__lp/api/notifications?page=1&limit=20",
      ]);
      expect(
        paths(signedIn).filter((u) => u.host !== location.host),
        "calls to another origin",
      ).to.deep.equal([]);
      const startOf = (match: RegExp) =>
        (signedIn.performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) => match.test(new URL(e.name).pathname))?.startTime ??
        Infinity;
      expect(startOf(/\/learner-stats$/)).to.be.below(startOf(/\/chunks\/runtime-/));
      expect(api(signedOut), "calls with no session on the device").to.deep.equal([]);
      expect(signedIn.lpErrors).to.deep.equal([]);
    } finally {
      localStorage.removeItem("lpLearner:firstCalls");
    }
  });

  it("on a learner's return, fetches the copy of their last screen's code only where the device keeps a copy of this page", async () => {
    // The copies' JSON names the pages it keeps; what a copy holds does not matter here (this one would show nothing).
    const keeping = (page: string) =>
      `sessionStorage.setItem("authToken", "loader-token");
       localStorage.setItem("lpLearner:lastScreens", JSON.stringify({ screens: { [${page}]: { owner: "someone", roots: [] } } }));`;
    const copyCode = (win: Window) => paths(win).filter((u) => /\/chunks\/last-screen-/.test(u.pathname));
    try {
      for (const [page, expected] of [
        ['"/elsewhere"', 0],
        ["location.pathname + location.search", 1],
      ] as const) {
        const win = await open(`<lp-site-header></lp-site-header><script type="module" src="${LOADER}" data-api-base="/__lp/api"></script>`, keeping(page));
        await rendered(win.document.querySelector("lp-site-header")!, ".bar", 8000);
        expect(copyCode(win).length, `the copy's code fetched with a copy of ${page}`).to.equal(expected);
        expect(win.lpErrors).to.deep.equal([]);
      }
    } finally {
      localStorage.removeItem("lpLearner:lastScreens");
      sessionStorage.removeItem("authToken");
    }
  });

  it("on a learner's return, paints the copy of their last screen before the widgets' code is asked for", async () => {
    const token = "loader-token";
    const returning = `localStorage.setItem("lpKeptToken", ${JSON.stringify(token)});
       localStorage.setItem("lpLearner:owner", "7");
       localStorage.setItem("lpLearner:lastScreens", JSON.stringify({
         screens: { [location.pathname + location.search]: {
           at: Date.now(), owner: "7", session: ${JSON.stringify(fingerprint(token))}, lang: "en",
           roots: [{ tag: "lp-site-header", html: '<p class="copied">Copied</p>', sheets: [] }],
         } },
         sheets: {},
       }));
       const look = () => {
         if (document.querySelector("lp-site-header")?.shadowRoot?.querySelector(".copied")) window.lpCopyPaintedAt = performance.now();
         else requestAnimationFrame(look);
       };
       requestAnimationFrame(look);`;
    try {
      const win = await open(`<lp-site-header></lp-site-header><script type="module" src="${LOADER}" data-api-base="/__lp/api"></script>`, returning);
      await rendered(win.document.querySelector("lp-site-header")!, ".bar", 8000);
      const painted = (win as unknown as { lpCopyPaintedAt?: number }).lpCopyPaintedAt;
      expect(painted, "the copy seen in a frame").to.be.a("number");
      const family = (win.performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
        new URL(e.name).pathname.endsWith(familyChunks.site),
      );
      // The frame that paints it comes first; its code, from the device, would otherwise start in the same task.
      expect(family?.startTime, "the header's code asked for").to.be.above(painted!);
      expect(win.lpErrors).to.deep.equal([]);
    } finally {
      for (const key of ["lpKeptToken", "lpLearner:owner", "lpLearner:lastScreens"]) localStorage.removeItem(key);
    }
  });

  it("loads nothing a page does not use, and defines an lp-* element added after load", async () => {
    const win = await open(
      `<lp-site-header></lp-site-header><script type="module" src="${LOADER}" data-api-base="/__lp/api"></script>`,
      `sessionStorage.removeItem("authToken");`,
    );
    const doc = win.document;
    await rendered(doc.querySelector("lp-site-header")!, ".bar", 8000);
    await sleep(100);
    expect(familiesLoaded(win), "families downloaded for a header-only page").to.deep.equal(["site"]);
    expect(
      paths(win)
        .filter((u) => u.pathname.startsWith("/__lp/api"))
        .map((u) => u.pathname),
      "calls with no session on the device",
    ).to.deep.equal([]);

    // Later, deep inside a new subtree (as a single-page app renders it).
    const wrapper = doc.createElement("div");
    wrapper.innerHTML = `<section><article><lp-forgot-password></lp-forgot-password></article></section><lp-not-a-widget></lp-not-a-widget>`;
    doc.body.append(wrapper);
    const late = wrapper.querySelector("lp-forgot-password")!;
    await until(() => win.customElements.get("lp-forgot-password") ?? false, 8000, "lp-forgot-password to be defined");
    await rendered(late, "form", 5000);
    await sleep(100);
    expect(familiesLoaded(win)).to.deep.equal(["auth", "site"]);
    expect(late.matches(":defined")).to.equal(true);
    expect(win.lpErrors, "uncaught errors, console errors or throwing define() calls").to.deep.equal([]);
    expect(duplicates(win.lpDefined)).to.deep.equal([]);
    expect(win.customElements.get("lp-not-a-widget")).to.equal(undefined);
  });

  it("registers the site's worker at a page's load, a drawn page's only once its widgets have had their 3 s, and never where the page names none", async () => {
    // The registration is recorded, not made: a worker at the test server's root would serve the other tests' pages.
    const recordRegister = `window.lpRegistered = [];
       ServiceWorkerContainer.prototype.register = function (url) {
         lpRegistered.push({ url: String(url), at: performance.now() });
         return new Promise(() => {});
       };`;
    type Recording = LoaderPage & { lpRegistered: { url: string; at: number }[] };
    const page = (drawn: boolean, worker: boolean) =>
      open(
        `${drawn ? "<div data-lp-ssr></div>" : ""}<lp-site-header></lp-site-header>
         <script type="module" src="${LOADER}" data-api-base="/__lp/api" ${worker ? `data-service-worker="/site-worker.js"` : ""}></script>`,
        recordRegister,
      ) as Promise<Recording>;
    const [learners, drawn, none] = [await page(false, true), await page(true, true), await page(false, false)];
    const sinceLoad = (win: Recording) =>
      win.lpRegistered.map((r) => r.at - (win.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd);
    for (const win of [learners, drawn, none]) {
      await rendered(win.document.querySelector("lp-site-header")!, ".bar", 8000);
      await until(() => win.document.readyState === "complete", 8000, "the page's load");
    }
    await until(() => learners.lpRegistered.length > 0, 5000, "the learner's page to register the worker");
    expect(drawn.lpRegistered, "a drawn page registered before its widgets' time was over").to.deep.equal([]);
    await until(() => drawn.lpRegistered.length > 0, 12_000, "the drawn page to register the worker");
    for (const win of [learners, drawn]) {
      expect(win.lpRegistered).to.have.length(1);
      expect(new URL(win.lpRegistered[0].url, win.location.href).pathname).to.equal("/site-worker.js");
      expect(win.lpErrors).to.deep.equal([]);
    }
    expect(sinceLoad(learners)[0]).to.be.below(3000);
    expect(sinceLoad(drawn)[0]).to.be.at.least(3000);
    expect(none.lpRegistered).to.deep.equal([]);
  });

  it("lands a drawn page on the place its address names inside a drawn root, before any widget's code, and keeps it there as the page grows", async () => {
    // The browser's own fragment navigation cannot see into a shadow root; no lp-* tag here, so no widget's code comes.
    const html = embeddingPage(
      `<div id="above" style="height:1500px"></div>
       <section data-lp-ssr><template shadowrootmode="open"><div style="height:900px"></div><h2 id="services">Services</h2><div style="height:1500px"></div></template></section>
       <script type="module" src="${LOADER}"></script>`,
    );
    const frame = await openFrame({ src: `/__lp/embed.html?doc=${encodeURIComponent(html)}#services` });
    frames.push(frame);
    const win = frameWindow(frame) as LoaderPage;
    const top = () => win.document.querySelector("section")!.shadowRoot!.getElementById("services")!.getBoundingClientRect().top;
    await until(() => Math.abs(top()) < 2, 5000, "the page to land on #services");
    expect(familiesLoaded(win)).to.deep.equal([]);
    // Something above grows (a widget drawing late): the place is brought back.
    win.document.getElementById("above")!.style.height = "2100px";
    await until(() => Math.abs(top()) < 2, 5000, "the page to keep #services in view");
    expect(win.lpErrors).to.deep.equal([]);
  });

  it("works in a friendly iframe (an srcdoc or about:blank document written by the embedding page)", async () => {
    const win = await open(
      `<lp-site-header></lp-site-header><script type="module" src="${LOADER}" data-api-base="/__lp/api"></script>`,
      `sessionStorage.removeItem("authToken");`,
      "srcdoc",
    );
    const header = win.document.querySelector("lp-site-header")!;
    await until(() => Boolean(header.shadowRoot?.querySelector(".bar")) || win.lpErrors.length > 0, 8000, "the header or an error");
    expect(win.lpErrors, "errors on a friendly-iframe page").to.deep.equal([]);
    expect(header.shadowRoot?.querySelector(".brand")?.getAttribute("href")).to.match(/^http:\/\/localhost:\d+\/$/);
  });
});
