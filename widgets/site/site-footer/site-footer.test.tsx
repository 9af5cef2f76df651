import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/about");

beforeAll(async () => {
  await import("../define.ts");
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
    expect(linkTo(root, "Widgets for your site")).toBe("https://learning.cm/widgets");
  });

  it("shows only the configured social pages", async () => {
    window.lpConfig = { social: { youtube: "https://youtube.com/@lp", facebook: "http://facebook.com/lp" } };
    const root = shadow(await mount("lp-site-footer"));
    expect([...root.querySelectorAll(".social a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["YouTube", "https://youtube.com/@lp"]]);
  });
});
