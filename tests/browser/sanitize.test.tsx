/// <reference types="mocha" />
/**
 * API HTML (notification messages, question text, blog posts) in real Chromium: every vector goes
 * through <SafeHtml> inside a widget's open shadow root, exactly where users see it. Nothing may
 * execute and no markup that can run script, phish, cover the page or keep the opener may survive.
 */
import { expect } from "@esm-bundle/chai";
import { sanitize } from "#shared/html/sanitize.ts";
import { API_HTML_TAG as TAG } from "./fixtures/api-html.tsx";
import localVectors from "./fixtures/xss-vectors.json";
import { type FrameWindow, frameWindow, openFrame, pageUrl, rendered, sleep, until } from "./helpers.ts";
import type { PageRecord } from "./pages/page-setup.ts";
import { type Detector, findDanger, installDetector } from "./xss-check.ts";

interface Vector {
  title?: string;
  payload: string;
}

/** Time for handlers of loaded or failed resources (img onerror, svg onload, autofocus) to run. */
const SETTLE_MS = 150;

const label = (v: Vector, i: number) => v.title ?? `vector ${i}: ${v.payload.slice(0, 60)}`;

/** Renders each vector in its own widget; resolves when every one has rendered (or crashed). */
async function renderVectors(vectors: Vector[]): Promise<{ stage: HTMLElement; widgets: HTMLElement[] }> {
  const stage = document.createElement("section");
  document.body.append(stage);
  const widgets = vectors.map((v) => {
    const el = document.createElement(TAG);
    el.setAttribute("html", v.payload);
    return el;
  });
  stage.append(...widgets);
  await until(() => widgets.every((el) => el.shadowRoot?.querySelector(".api-html, .lp-crashed")), 10_000, "every vector rendered");
  await sleep(SETTLE_MS);
  return { stage, widgets };
}

/** Problems per vector, for a failure message that names them. */
function audit(vectors: Vector[], widgets: HTMLElement[]): Record<string, string[]> {
  const report: Record<string, string[]> = {};
  widgets.forEach((el, i) => {
    const root = el.shadowRoot!;
    const content = root.querySelector(".api-html");
    const problems = content ? findDanger(content) : ["the widget crashed instead of rendering"];
    if (problems.length) report[label(vectors[i], i)] = problems;
  });
  return report;
}

/** The whole check for a list of vectors: nothing ran, nothing dangerous is left, nothing crashed. */
async function expectAllSafe(vectors: Vector[], detector: Detector): Promise<void> {
  const { stage, widgets } = await renderVectors(vectors);
  try {
    expect(detector.fired, "script from API HTML ran").to.deep.equal([]);
    expect(audit(vectors, widgets), "dangerous markup survived").to.deep.equal({});
    expect(stage.querySelectorAll("script, iframe, img, a, form").length, "API HTML escaped the shadow root").to.equal(0);
  } finally {
    stage.remove();
  }
}

describe("<SafeHtml> in a widget's shadow root (real Chromium)", () => {
  let detector: Detector;

  beforeEach(() => {
    detector = installDetector();
  });
  afterEach(() => {
    detector.restore();
  });

  it("detector self-test: raw API HTML inserted without the sanitiser runs and is caught", async () => {
    const host = document.createElement("div");
    const root = host.attachShadow({ mode: "open" });
    document.body.append(host);
    try {
      root.innerHTML =
        `<img src=x onerror="__lpXss('raw-img')"><img src=x onerror=alert(1)>` +
        `<a href="javascript:alert(2)" target=_blank>x</a><form action="https://evil.example"><input name=password></form>`;
      await until(() => detector.fired.length >= 2, 3000, "raw handlers to fire");
      expect(detector.fired).to.include.members(["__lpXss(raw-img)", "alert(1)"]);
      const problems = findDanger(root).join("\n");
      expect(problems).to.contain("onerror> handler survived");
      expect(problems).to.contain('<a href="javascript:alert(2)"> unsafe URL');
      expect(problems).to.contain("keeps the opener");
      expect(problems).to.contain("<form> survived");
      expect(problems).to.contain("<input> survived");
    } finally {
      host.remove();
    }
  });

  it(`renders the project's ${localVectors.vectors.length} vectors without running or keeping anything dangerous`, async () => {
    expect(localVectors.vectors.length).to.be.at.least(40);
    await expectAllSafe(localVectors.vectors, detector);
  });

  it("runs the full shared DOMPurify vector list when it is available beside the repository", async function () {
    const shared = (await (await fetch("/__lp/shared-xss-vectors.json")).json()) as { vectors: Vector[] } | null;
    if (!shared) this.skip();
    expect(shared!.vectors.length).to.be.greaterThan(200);
    await expectAllSafe(shared!.vectors, detector);
  });

  it("keeps ordinary rich text: formatting, links that open a new tab safely, table spans, list starts, language", async () => {
    const [el] = (
      await renderVectors([
        {
          payload:
            '<p lang="fr" dir="ltr">Plain <b>bold</b> <i>italic</i> <a href="/courses/intro">course</a> <a href="mailto:help@learning.cm">mail</a> ' +
            '<a href="tel:+237650000000">phone</a> <a href="#faq">faq</a> <a href="https://example.org/a" target="_blank">web</a></p>' +
            '<table><tr><td colspan="2" rowspan="2">cell</td></tr></table><ol start="3"><li>third</li></ol>' +
            '<img src="https://example.org/logo.png" width="120" height="40" alt="logo">',
        },
      ])
    ).widgets;
    try {
      const content = el.shadowRoot!.querySelector(".api-html")!;
      expect(content.querySelector("b")?.textContent).to.equal("bold");
      expect(content.querySelector("i")?.textContent).to.equal("italic");
      expect([...content.querySelectorAll("a")].map((a) => a.getAttribute("href"))).to.deep.equal([
        "/courses/intro",
        "mailto:help@learning.cm",
        "tel:+237650000000",
        "#faq",
        "https://example.org/a",
      ]);
      const external = content.querySelector<HTMLAnchorElement>('a[href^="https:"]')!;
      const kept = {
        target: external.getAttribute("target"),
        rel: external.getAttribute("rel"),
        lang: content.querySelector("p")?.getAttribute("lang"),
        dir: content.querySelector("p")?.getAttribute("dir"),
        colspan: content.querySelector("td")?.getAttribute("colspan"),
        rowspan: content.querySelector("td")?.getAttribute("rowspan"),
        start: content.querySelector("ol")?.getAttribute("start"),
        width: content.querySelector("img")?.getAttribute("width"),
        height: content.querySelector("img")?.getAttribute("height"),
      };
      expect(kept, "the new-tab link and harmless presentational attributes are kept").to.deep.equal({
        target: "_blank",
        rel: "noopener noreferrer",
        lang: "fr",
        dir: "ltr",
        colspan: "2",
        rowspan: "2",
        start: "3",
        width: "120",
        height: "40",
      });
    } finally {
      el.parentElement!.remove();
    }
  });

  it("still updates normally after rendering DOM-clobbering payloads, and the page's document API is intact", async () => {
    const clobbering = localVectors.vectors.filter((v) => /clobber/i.test(v.title));
    expect(clobbering.length).to.be.at.least(5);
    const { stage, widgets } = await renderVectors(clobbering);
    try {
      expect(typeof document.getElementById).to.equal("function");
      expect(typeof document.createElement).to.equal("function");
      expect(typeof document.querySelector).to.equal("function");
      expect(window.lpWidgets).to.equal(undefined);
      const el = widgets[0];
      el.setAttribute("html", "<p class='after'>still alive</p>");
      const after = await rendered(el, ".after");
      expect(after.textContent).to.equal("still alive");
    } finally {
      stage.remove();
    }
  });

  it("is idempotent and never throws on any vector (sanitising its own output changes nothing)", () => {
    const changed: string[] = [];
    localVectors.vectors.forEach((v, i) => {
      const once = String(sanitize(v.payload));
      const twice = String(sanitize(once));
      if (once !== twice) changed.push(`${label(v, i)}\n  once:  ${once}\n  twice: ${twice}`);
    });
    expect(changed, "sanitising the output again changed it").to.deep.equal([]);
  });
});

describe("<SafeHtml> on a host page that enforces Trusted Types", () => {
  const frames: HTMLIFrameElement[] = [];
  after(() => frames.forEach((f) => f.remove()));

  async function page(csp: string): Promise<FrameWindow & { lpPage: PageRecord }> {
    const frame = await openFrame({ src: pageUrl("/tests/browser/pages/api-html.page.tsx", csp) });
    frames.push(frame);
    const win = frameWindow(frame) as FrameWindow & { lpPage: PageRecord };
    await until(() => win.lpPage?.ready === true, 5000, "test page ready");
    return win;
  }

  const mount = (win: Window, html: string) => {
    const el = win.document.createElement(TAG);
    el.setAttribute("html", html);
    win.document.body.append(el);
    return el;
  };

  it("renders sanitised content where the dompurify policy is allowed, while a plain string is refused", async () => {
    const win = await page("require-trusted-types-for 'script'; trusted-types dompurify");
    // The page really enforces Trusted Types: a plain string into an HTML sink throws.
    expect(() => {
      win.document.createElement("div").innerHTML = "<b>plain</b>";
    }).to.throw(/TrustedHTML/);
    await until(() => win.lpPage.violations.length > 0, 2000, "the refused assignment to be reported");
    win.lpPage.violations.length = 0;

    const el = mount(win, `<p>Hello <b>world</b><img src=x onerror="parent.__lpXss && parent.__lpXss('tt')"></p>`);
    const bold = await rendered(el, ".api-html b");
    expect(bold.textContent).to.equal("world");
    await sleep(SETTLE_MS);
    expect(findDanger(el.shadowRoot!.querySelector(".api-html")!)).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector(".lp-crashed")).to.equal(null);
    expect(win.lpPage.violations, "Trusted Types violations").to.deep.equal([]);
    expect(win.lpPage.errors, "uncaught errors").to.deep.equal([]);
  });

  it("shows the widget's error text, not a blank box, where the page's policy list leaves dompurify out", async () => {
    const win = await page("require-trusted-types-for 'script'; trusted-types other-vendor");
    const el = mount(win, "<p>Hello <b>world</b></p>");
    const crashed = await rendered(el, ".lp-crashed");
    expect(crashed.getAttribute("role")).to.equal("alert");
    expect(crashed.textContent!.trim()).to.not.equal("");
    expect(el.shadowRoot!.querySelector(".api-html b")).to.equal(null);
    expect(win.lpPage.errors, "uncaught errors").to.deep.equal([]);
  });
});
