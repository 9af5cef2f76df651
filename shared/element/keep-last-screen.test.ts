import { afterEach, describe, expect, it } from "vitest";
import { sheet } from "#shared/styles/sheets.ts";
import { copyOfPage, KEPT_SCREENS, KEPT_SCREENS_CHARS, withoutScreen, withScreen } from "./keep-last-screen.ts";
import type { LastScreen, LastScreens } from "./last-screen.ts";

/** A widget's element as the page has it: defined, its root drawn with `html` and the widget's sheet. */
function widget(tag: string, html: string): HTMLElement {
  if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
  const el = document.body.appendChild(document.createElement(tag));
  const root = el.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [sheet(`.${tag} { color: green; }`)];
  root.innerHTML = html;
  return el;
}

afterEach(() => document.body.replaceChildren());

describe("a copy of the learner's page", () => {
  it("keeps each widget's drawing and sheets, and nothing the learner typed", () => {
    widget(
      "lp-test-settings",
      '<div class="lp-root" lang="fr"><label>Name <input value="Amina secret"></label><textarea>draft</textarea><p style="width: 40%">bar</p><dialog open>menu</dialog><lp-share-sheet></lp-share-sheet><lite-youtube videoid="x"></lite-youtube><video src="/v.mp4"></video><noscript>&lt;img src=x onerror=alert(1)&gt;</noscript><p data-lp-style="position: fixed" title="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;">lesson</p></div>',
    );
    const copy = copyOfPage("7", "s1", "fr");
    if (!copy || copy === "unkept") throw new Error("no copy");
    expect(copy.screen).toMatchObject({ owner: "7", lang: "fr" });
    const [root] = copy.screen.roots;
    expect(root.tag).toBe("lp-test-settings");
    expect(root.html).not.toContain("Amina secret");
    expect(root.html).not.toContain("draft");
    expect(root.html).not.toContain("<dialog");
    expect(root.html).not.toMatch(/<lp-share-sheet|<lite-youtube|<video|<noscript/);
    // A lesson's own data-lp-style is not a style the copy kept aside; an attribute's markup stays text.
    expect(root.html).not.toContain("position: fixed");
    expect(root.html).toContain('title="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(root.html).toContain('data-lp-style="width: 40%"');
    expect(root.html).not.toContain(' style="');
    expect(root.sheets.map((name) => copy.sheets[name])).toEqual([".lp-test-settings { color: green; }"]);
  });

  it("keeps the room of media and frames, as an empty box the widget's sheets size, so nothing below moves as the widget takes the copy's place", () => {
    widget(
      "lp-test-player",
      '<div class="lp-root"><div class="cp-slides"><iframe class="cp-slides-pdf" src="/slides.pdf" title="Slides"></iframe><a href="/slides.pdf">Open</a></div><video class="cp-video-frame" style="aspect-ratio: 2" src="/v.mp4" controls><track src="/v.vtt"></video><p>After</p></div>',
    );
    const copy = copyOfPage("7", "s1", "en");
    if (!copy || copy === "unkept") throw new Error("no copy");
    expect(copy.screen.roots[0].html).toBe(
      '<div class="lp-root"><div class="cp-slides"><div aria-hidden="true" class="cp-slides-pdf"></div><a href="/slides.pdf">Open</a></div><div aria-hidden="true" class="cp-video-frame" data-lp-style="aspect-ratio: 2"></div><p>After</p></div>',
    );
  });

  it("keeps none of a page still loading, showing a failure, with a menu or a drawer open, or not yet its widgets' own; says a page with time running is not to be kept", () => {
    for (const [html, attribute, expected] of [
      ['<div class="lp-root"><div class="lp-skeleton"></div></div>', "", null],
      ['<div class="lp-root"><div class="lp-error" role="alert">Could not load</div></div>', "", null],
      ['<div class="lp-root"><button aria-expanded="true" aria-controls="m">Account menu</button><ul id="m"><li>Logout</li></ul></div>', "", null],
      ['<div class="lp-root"><p>copy</p></div>', "data-lp-copy", null],
      ['<div class="lp-root"><p>drawn</p></div>', "data-lp-ssr", null],
      ['<div class="lp-root"><div role="timer">12:00</div></div>', "", "unkept"],
    ] as const) {
      const el = widget("lp-test-page", html);
      if (attribute) el.setAttribute(attribute, "");
      expect(copyOfPage("7", "s1", "en"), html).toBe(expected);
      document.body.replaceChildren();
    }
  });
});

describe("the copies the device keeps", () => {
  const screen = (at: number, html = "<p>x</p>", sheets = ["s1"]): LastScreen => ({
    at,
    owner: "7",
    session: "s1",
    lang: "en",
    roots: [{ tag: "lp-dashboard", html, sheets }],
  });
  const none: LastScreens = { screens: {}, sheets: {} };

  it(`keeps the ${KEPT_SCREENS} newest pages, and only the sheets they use`, () => {
    let kept = none;
    for (let i = 0; i < KEPT_SCREENS + 2; i++) kept = JSON.parse(withScreen(kept, `/page-${i}`, screen(i, "<p>x</p>", [`s${i}`]), { [`s${i}`]: `.s${i}{}` })!);
    expect(Object.keys(kept.screens).sort()).toEqual(Array.from({ length: KEPT_SCREENS }, (_, i) => `/page-${i + 2}`).sort());
    expect(Object.keys(kept.sheets).sort()).toEqual(Array.from({ length: KEPT_SCREENS }, (_, i) => `s${i + 2}`).sort());
    const without = JSON.parse(withoutScreen(kept, "/page-2")!) as LastScreens;
    expect(Object.keys(without.screens)).not.toContain("/page-2");
    expect(Object.keys(without.sheets)).not.toContain("s2");
    expect(withoutScreen(kept, "/never")).toBeNull();
  });

  it("gives up the oldest pages to stay within its room, and keeps nothing of a page too large alone", () => {
    const half = "x".repeat(KEPT_SCREENS_CHARS / 2);
    const kept = JSON.parse(withScreen(none, "/old", screen(1, half), { s1: "" })!) as LastScreens;
    const next = JSON.parse(withScreen(kept, "/new", screen(2, half), { s1: "" })!) as LastScreens;
    expect(Object.keys(next.screens)).toEqual(["/new"]);
    expect(withScreen(none, "/huge", screen(3, "x".repeat(KEPT_SCREENS_CHARS)), {})).toBeNull();
  });
});
