import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { saveToken } from "../../shared/auth/token.ts";
import { button, click, mount, shadow } from "../../shared/testing/dom.ts";
import { freshPageEachTest } from "../../shared/testing/page.ts";

freshPageEachTest("/about");

beforeAll(async () => {
  await import("./define.ts");
});

afterEach(() => {
  delete window.lpConfig;
});

const linkTo = (root: ShadowRoot, text: string) => [...root.querySelectorAll("a")].find((a) => a.textContent?.trim() === text)?.getAttribute("href");

describe("<lp-site-footer>", () => {
  it("links the legal pages through the configured routes and the others on the platform", async () => {
    window.lpConfig = { platformUrl: "https://learning.cm", routes: { terms: "/conditions", privacy: "/confidentialite" } };
    const root = shadow(await mount("lp-site-footer"));
    expect(linkTo(root, "Terms of Service")).toBe("https://learning.cm/conditions");
    expect(linkTo(root, "Privacy Policy")).toBe("https://learning.cm/confidentialite");
    expect(linkTo(root, "Partner program")).toBe("https://learning.cm/partner-program");
  });

  it("shows only the configured social pages", async () => {
    window.lpConfig = { social: { youtube: "https://youtube.com/@lp", facebook: "http://facebook.com/lp" } };
    const root = shadow(await mount("lp-site-footer"));
    expect([...root.querySelectorAll(".social a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["YouTube", "https://youtube.com/@lp"]]);
  });
});

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
