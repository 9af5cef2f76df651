import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/");

beforeAll(async () => {
  await import("../define.ts");
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("<lp-home-hero>", () => {
  it("heads the page and shows three slides, one at a time, each leading somewhere, with a dot for each", async () => {
    const r = shadow(await mount("lp-home-hero"));
    expect(text(r.querySelector("h1"))).toBe("Learn online, pay by mobile money, prove it with a certificate");
    const slides = [...r.querySelectorAll<HTMLElement>(".carousel-slide")];
    expect(slides).toHaveLength(3);
    expect(slides.map((s) => s.inert)).toEqual([false, true, true]);
    expect([...r.querySelectorAll(".hero-slide a")].map((a) => a.getAttribute("href"))).toEqual(["/courses", "/account/exams", "/signup"]);
    const dots = [...r.querySelectorAll<HTMLButtonElement>(".carousel-dot")];
    expect(dots.map((d) => d.textContent)).toEqual(["Show slide 1 of 3", "Show slide 2 of 3", "Show slide 3 of 3"]);
    expect(dots[0].getAttribute("aria-current")).toBe("true");
    await click(dots[2]);
    expect(slides.map((s) => s.inert)).toEqual([true, true, false]);
    expect(dots[2].getAttribute("aria-current")).toBe("true");
    expect(dots[0].getAttribute("aria-current")).toBeNull();
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const r = shadow(await mount("lp-home-hero"));
    expect(text(r.querySelector(".hero-slide-title"))).toBe("Des cours par les écoles et les entreprises du Cameroun");
  });
});
