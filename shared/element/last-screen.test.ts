import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COPY_ATTRIBUTE, KEPT_TOKEN_KEY, LAST_SCREENS_KEY, LEARNER_OWNER_KEY, LOCALE_KEY } from "#shared/browser/device-keys.ts";
import { fingerprint, type LastScreen, type LastScreens, showLastScreen } from "./last-screen.ts";

const HOUR = 3600_000;
/** The session the device holds: kept on the device (the learner asked), so its copies are too. */
const TOKEN = "token-of-learner-7";

function keep(
  screen: Partial<LastScreen> & Pick<LastScreen, "roots">,
  key = "/account/dashboard",
  sheets: Record<string, string> = { a: ".x{color:red}" },
  store = localStorage,
) {
  const value: LastScreens = { screens: { [key]: { at: Date.now() - HOUR, owner: "7", session: fingerprint(TOKEN), lang: "en", ...screen } }, sheets };
  store.setItem(LAST_SCREENS_KEY, JSON.stringify(value));
}

const DASHBOARD = {
  tag: "lp-dashboard",
  html: '<div class="lp-root" lang="en"><p class="lp-figure">4</p><a href="/account/courses">Courses</a></div>',
  sheets: ["a"],
};

beforeEach(() => {
  history.replaceState(null, "", "/account/dashboard");
  localStorage.setItem(LEARNER_OWNER_KEY, "7");
  localStorage.setItem(KEPT_TOKEN_KEY, TOKEN);
  document.body.innerHTML = "<lp-account-shell><lp-dashboard></lp-dashboard></lp-account-shell>";
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});

const dashboard = () => document.querySelector("lp-dashboard")!;

describe("the copy of a learner's last screen, as the loader shows it", () => {
  it("fills the widget's root with the page as it was seen, with its sheets, and marks it a copy", () => {
    keep({ roots: [DASHBOARD] });
    expect(showLastScreen(TOKEN)).toEqual([dashboard().shadowRoot]);
    expect(dashboard().shadowRoot!.querySelector(".lp-figure")!.textContent).toBe("4");
    expect(dashboard().hasAttribute(COPY_ATTRIBUTE)).toBe(true);
    expect(dashboard().shadowRoot!.adoptedStyleSheets).toHaveLength(1);
    expect(document.querySelector("lp-account-shell")!.shadowRoot).toBeNull();
  });

  it("shows nothing of another learner's or another session's, of another page, of another language, or of long ago", () => {
    for (const [screen, key, setup] of [
      [{ owner: "8" }, "/account/dashboard", () => undefined],
      [{ session: fingerprint("another-token") }, "/account/dashboard", () => undefined],
      [{}, "/account/courses", () => undefined],
      [{ lang: "fr" }, "/account/dashboard", () => localStorage.setItem(LOCALE_KEY, "en")],
      [{ at: Date.now() - 15 * 24 * HOUR }, "/account/dashboard", () => undefined],
    ] as const) {
      document.body.innerHTML = "<lp-dashboard></lp-dashboard>";
      setup();
      keep({ ...screen, roots: [DASHBOARD] }, key);
      expect(showLastScreen(TOKEN)).toEqual([]);
      expect(dashboard().shadowRoot).toBeNull();
    }
  });

  it("keeps a session that is the tab's to the tab: its copies are in the tab's storage, not the device's", () => {
    localStorage.removeItem(KEPT_TOKEN_KEY);
    keep({ roots: [DASHBOARD] });
    expect(showLastScreen(TOKEN)).toEqual([]);
    keep({ roots: [DASHBOARD] }, "/account/dashboard", undefined, sessionStorage);
    expect(showLastScreen(TOKEN)).toHaveLength(1);
  });

  it("shows a copy with no learner on the device to nobody", () => {
    localStorage.removeItem(LEARNER_OWNER_KEY);
    keep({ roots: [DASHBOARD] });
    expect(showLastScreen(TOKEN)).toEqual([]);
  });

  it("reads storage that holds something else as no copy, and a root that is not a widget's as nothing", () => {
    localStorage.setItem(LAST_SCREENS_KEY, "{not json");
    expect(showLastScreen(TOKEN)).toEqual([]);
    keep({ roots: [{ tag: "div", html: "<p>x</p>", sheets: [] } as never] });
    expect(showLastScreen(TOKEN)).toEqual([]);
  });

  it("runs and loads nothing of what storage holds: no script, frame, handler or javascript: address; styles set through the style object", () => {
    keep({
      roots: [
        {
          tag: "lp-dashboard",
          html: '<div class="lp-root"><script>window.ran = 1</script><iframe src="https://evil.example"></iframe><img src="x" onerror="window.ran = 2"><a href="javascript:alert(1)">x</a><a href="java\tscript:alert(3)">y</a><a href="/account/courses">z</a><svg><animate attributeName="href" to="javascript:alert(4)"></animate></svg><lp-dashboard></lp-dashboard><video src="/v.mp4"></video><p style="color: red" data-lp-style="width: 40%">bar</p></div>',
          sheets: [],
        },
      ],
    });
    showLastScreen(TOKEN);
    const root = dashboard().shadowRoot!;
    expect(root.querySelector("script, iframe, animate, lp-dashboard, video")).toBeNull();
    expect(root.querySelector("img")!.hasAttribute("onerror")).toBe(false);
    expect([...root.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([null, null, "/account/courses"]);
    const bar = root.querySelector("p")!;
    expect(bar.style.width).toBe("40%");
    expect(bar.style.color).toBe("");
    expect(bar.hasAttribute("data-lp-style")).toBe(false);
  });
});
