import { beforeAll, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow, until } from "#tests/support/dom.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/");

beforeAll(async () => {
  await import("../define.ts");
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const people = [
  { id: 1, name: "Dr. Ngozi Tabe", title: "Public health lecturer", profile: null, organization: { name: "Limbe Health Sciences Academy", slug: "limbe" } },
  { id: 2, name: "Paul Ekane", title: null, profile: null, organization: null },
];

describe("<lp-home-sections>", () => {
  it("shows what learners get under the services anchor, the organizations' banner and features, five steps, the instructors, the partner banner and three steps", async () => {
    mockFetch((call) => (call.url.pathname.endsWith("/users") ? json({ data: people }) : json({}, 404)));
    const r = shadow(await mount("lp-home-sections"));
    await until(() => !!r.querySelector(".instructor"));
    expect(r.querySelectorAll("#services .mk-card")).toHaveLength(6);
    expect(text(r.querySelector("#home-organizations-title"))).toBe("For schools, training centres and companies");
    expect(r.querySelectorAll("#home-organizations .hero-slide")).toHaveLength(3);
    expect([...r.querySelectorAll(".mk-steps")].map((list) => list.children.length)).toEqual([5, 3]);
    expect([...r.querySelectorAll(".instructor-name")].map(text)).toEqual(["Dr. Ngozi Tabe", "Paul Ekane"]);
    expect(text(r.querySelector(".instructor-org"))).toBe("Limbe Health Sciences Academy");
    expect(r.querySelectorAll("#home-partners .hero-slide")).toHaveLength(3);
  });

  it("leaves the instructors out when the list fails", async () => {
    mockFetch(() => json({ message: "Server Error." }, 422));
    const r = shadow(await mount("lp-home-sections"));
    await until(() => !r.querySelector(".carousel-skeleton"));
    expect(r.querySelector("#home-instructors")).toBeNull();
    expect(r.querySelectorAll("#services .mk-card")).toHaveLength(6);
  });

  it("speaks French", async () => {
    locale.value = "fr";
    mockFetch(() => json({ data: [] }));
    const r = shadow(await mount("lp-home-sections"));
    expect(text(r.querySelector("#services h2"))).toBe("Pourquoi apprendre avec nous");
  });
});
