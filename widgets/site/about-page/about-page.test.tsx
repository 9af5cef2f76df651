import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/about");

beforeAll(async () => {
  await import("../define.ts");
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const open = async (tag: string) => shadow(await mount(tag));

describe("<lp-about-page>", () => {
  it("About: the mission under its anchor, the vision, what the platform stands for, who it works with", async () => {
    const r = await open("lp-about-page");
    expect(text(r.querySelector("h1"))).toBe("About us");
    expect(text(r.querySelector("#mission h2"))).toBe("Our mission");
    expect([...r.querySelectorAll("h2")].map(text)).toEqual(["Our mission", "Our vision", "What we stand for", "Who we work with"]);
    expect(r.querySelectorAll(".mk-card")).toHaveLength(7);
    expect(r.querySelector(".mk-actions a")?.getAttribute("href")).toBe("/courses");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    expect(text((await open("lp-about-page")).querySelector("#mission h2"))).toBe("Notre mission");
  });
});
