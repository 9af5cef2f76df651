import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, mount, shadow } from "#tests/support/dom.ts";
import { heard } from "#tests/support/events.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/about");

beforeAll(async () => {
  await import("../define.ts");
});

afterEach(() => {
  delete window.lpConfig;
});

/** A link's words as read: without the label that only holds the place (aria-hidden). */
const shown = (a: Element) => {
  const copy = a.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim();
};
const linkTo = (root: ShadowRoot, text: string) => [...root.querySelectorAll("a")].find((a) => shown(a) === text)?.getAttribute("href");

describe("<lp-site-header>", () => {
  it("offers Start Learning without a session and Dashboard with one", async () => {
    const visitor = shadow(await mount("lp-site-header"));
    expect(linkTo(visitor, "Start Learning")).toBe("/signin");
    await act(async () => saveToken("tok"));
    const learner = shadow(await mount("lp-site-header"));
    expect(linkTo(learner, "Dashboard")).toBe("/account/dashboard");
    expect(linkTo(learner, "Start Learning")).toBeUndefined();
  });

  it("keeps the way in, in the bar itself for a phone: Sign in for a visitor, Dashboard for a learner", async () => {
    const visitor = shadow(await mount("lp-site-header"));
    const wayIn = visitor.querySelector(".bar > .phone-account")!;
    expect([shown(wayIn), wayIn.getAttribute("href")]).toEqual(["Sign In", "/signin"]);
    // The wide bar's way in holds the other label's room; the phone's has none to spare.
    expect(visitor.querySelector(".actions .cta .cta-held")?.textContent).toBe("Dashboard");
    expect(wayIn.querySelector(".cta-held")).toBeNull();
    await act(async () => saveToken("tok"));
    const learner = shadow(await mount("lp-site-header"));
    expect(learner.querySelector(".bar > .phone-account")?.getAttribute("href")).toBe("/account/dashboard");
  });

  it("switches every widget to French with FR, and tells the page once", async () => {
    const changes = heard("lp-locale-change");
    const root = shadow(await mount("lp-site-header"));
    const fr = [...root.querySelectorAll<HTMLButtonElement>(".lp-lang button")].find((b) => b.textContent === "FR")!;
    await click(fr);
    expect(locale.value).toBe("fr");
    expect(fr.getAttribute("aria-pressed")).toBe("true");
    // Pressing the language already chosen changes nothing, and says nothing.
    await click(fr);
    expect(changes.map((e) => e.detail)).toEqual([{ locale: "fr" }]);
  });

  it("marks the current page and closes its menu on Escape", async () => {
    const root = shadow(await mount("lp-site-header"));
    expect(root.querySelector(".wide a[aria-current=page]")?.textContent).toBe("About us");
    await click(button(root, "Open menu"));
    expect(root.querySelector<HTMLElement>("#mobile-menu")!.hidden).toBe(false);
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(root.querySelector<HTMLElement>("#mobile-menu")!.hidden).toBe(true);
    expect(root.activeElement).toBe(root.querySelector(".toggle"));
  });

  it("keeps Tab inside the open menu, going round from its last link to its toggle", async () => {
    const root = shadow(await mount("lp-site-header"));
    const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
    await click(toggle);
    const menu = root.querySelector<HTMLElement>("#mobile-menu")!;
    const last = [...menu.querySelectorAll<HTMLElement>("a, button")].at(-1)!;
    last.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, composed: true, cancelable: true });
    await act(async () => void last.dispatchEvent(tab));
    expect(tab.defaultPrevented).toBe(true);
    expect(root.activeElement).toBe(toggle);
    const back = new KeyboardEvent("keydown", { key: "Tab", shiftKey: true, bubbles: true, composed: true, cancelable: true });
    await act(async () => void toggle.dispatchEvent(back));
    expect(root.activeElement).toBe(last);
  });
});
