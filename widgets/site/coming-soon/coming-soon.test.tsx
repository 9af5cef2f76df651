import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { byLabel, mount, shadow, submit, type } from "#tests/support/dom.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/coming-soon");

beforeAll(async () => {
  await import("../define.ts");
});
afterEach(() => {
  vi.useRealTimers();
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("<lp-coming-soon>", () => {
  it("says the planned date has passed instead of counting below zero", async () => {
    const r = shadow(await mount("lp-coming-soon"));
    expect(r.querySelector("[role=timer]")).toBeNull();
    expect(text(r.querySelector(".soon-passed"))).toBe(
      "The planned opening date, 31 December 2025, has passed: the first organizations are already publishing, and accounts open in turn.",
    );
  });

  it("counts down before the date", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2025-12-29T22:58:55+01:00") });
    const r = shadow(await mount("lp-coming-soon"));
    expect([...r.querySelectorAll(".soon-unit dd")].map(text)).toEqual(["1", "1", "1", "5"]);
  });

  it("asks for an e-mail address, required and typed as one, and writes the request in the visitor's e-mail app", async () => {
    const r = shadow(await mount("lp-coming-soon"));
    const field = byLabel(r, "Email address");
    expect([field.type, field.required]).toEqual(["email", true]);
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    await type(field, "amina@example.cm");
    await submit(r.querySelector("form")!);
    expect(assign).toHaveBeenCalledOnce();
    const target = new URL(assign.mock.calls[0][0] as string);
    expect(target.protocol).toBe("mailto:");
    expect(target.pathname).toBe("contact@learning.cm");
    expect(target.searchParams.get("body")).toContain("amina@example.cm");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const r = shadow(await mount("lp-coming-soon"));
    expect(text(r.querySelector("h1"))).toBe("Bientôt disponible");
  });
});
