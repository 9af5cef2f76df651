import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { button, click, mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/about");

beforeAll(async () => {
  await import("../define.ts");
});

afterEach(() => {
  delete window.lpConfig;
});

const linkTo = (root: ShadowRoot, text: string) => [...root.querySelectorAll("a")].find((a) => a.textContent?.trim() === text)?.getAttribute("href");

describe("<lp-site-header>", () => {
  it("offers Start Learning without a session and Dashboard with one", async () => {
    const visitor = shadow(await mount("lp-site-header"));
    expect(linkTo(visitor, "Start Learning")).toBe("/signin");
    await act(async () => saveToken("tok"));
    const learner = shadow(await mount("lp-site-header"));
    expect(linkTo(learner, "Dashboard")).toBe("/account/dashboard");
    expect(linkTo(learner, "Start Learning")).toBeUndefined();
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
  });
});
