import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { mount, shadow, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as featuredOrganizationsTag } from "./featured-organizations.api.ts";
import * as featuredOrganizationsRoot from "./featured-organizations.tsx";

freshPageEachTest("/");

beforeAll(() => {
  defineWidget(featuredOrganizationsTag, featuredOrganizationsRoot);
});

const LONG_NAME = "Government Bilingual Learning Centre of Buea";

const organizations = [
  { id: 1, slug: "acme-academy", name: "Acme Academy", logo: "https://cdn.example/acme.png", motto: "Learn by doing", followers: 1520, reviews: 87 },
  { id: 2, slug: "gblc", name: LONG_NAME, logo: null, motto: null, followers: 0, reviews: 3 },
];

const answer = (handler: Handler) => mockFetch((call) => (call.url.pathname.endsWith("/organizations") ? handler(call) : json({ message: "Not found." }, 404)));

async function featured() {
  const el = await mount("lp-featured-organizations");
  await until(() => shadow(el).querySelector(".org-card") !== null || el.hasAttribute("data-lp-empty"));
  return el;
}

const cards = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>("li.carousel-slide .org-card")];

describe("<lp-featured-organizations>", () => {
  it("shows the featured organizations as a carousel of cards", async () => {
    const net = answer(() => json({ data: organizations }));
    const el = await featured();
    const root = shadow(el);
    expect(net.to("/organizations")).toHaveLength(1);
    const heading = root.querySelector("h2")!;
    expect(heading.textContent).toBe("Featured Organizations");
    expect(root.querySelector("section.carousel")?.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(cards(el)).toHaveLength(2);
  });

  it("shows logo, name, motto and the followers and reviews counts, linking to the profile", async () => {
    answer(() => json({ data: organizations }));
    const el = await featured();
    const [acme] = cards(el);
    expect(acme.querySelector("a")?.getAttribute("href")).toBe("/organizations/acme-academy");
    expect(acme.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example/acme.png");
    expect(acme.querySelector("h3")?.textContent).toBe("Acme Academy");
    expect(acme.querySelector(".org-card-motto")?.textContent).toBe("Learn by doing");
    const stats = Object.fromEntries(
      [...acme.querySelectorAll(".org-card-stats div")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]),
    );
    expect(stats).toEqual({ Followers: "1,520", Reviews: "87" });
  });

  it("cuts a long name to 30 characters plus an ellipsis, keeping the full name for assistive technology", async () => {
    answer(() => json({ data: organizations }));
    const el = await featured();
    const name = cards(el)[1].querySelector("h3")!;
    const shown = name.querySelector("[aria-hidden=true]")?.textContent;
    expect(shown).toBe(`${LONG_NAME.slice(0, 30).trimEnd()}…`);
    expect(name.querySelector(".lp-visually-hidden")?.textContent).toBe(LONG_NAME);
    expect(name.getAttribute("title")).toBe(LONG_NAME);
    expect(cards(el)[1].querySelector(".lp-avatar-initials")?.textContent).toBe("GB");
  });

  it("renders nothing at all on error", async () => {
    answer(() => json({ message: "Nope" }, 403));
    const el = await featured();
    expect(el.hasAttribute("data-lp-empty")).toBe(true);
    expect(shadow(el).querySelector(".lp-root")?.children).toHaveLength(0);
  });

  it("says so, with Try again, when the platform cannot be reached at all", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let reachable = false;
    answer(() => (reachable ? json({ data: organizations }) : networkError()));
    const el = await mount("lp-featured-organizations");
    await until(() => !!shadow(el).querySelector("[role='alert']"));
    expect(shadow(el).querySelector("[role='alert']")?.textContent).toContain("The platform could not be reached. Check your connection and try again.");
    expect(el.hasAttribute("data-lp-empty")).toBe(false);
    reachable = true;
    await act(async () => shadow(el).querySelector<HTMLButtonElement>("button")?.click());
    await until(() => cards(el).length === 2);
  });

  it("renders nothing at all when there are no featured organizations", async () => {
    answer(() => json({ data: [] }));
    const el = await featured();
    expect(el.hasAttribute("data-lp-empty")).toBe(true);
    expect(shadow(el).querySelector(".lp-root")?.children).toHaveLength(0);
  });

  it("speaks French on a French page", async () => {
    locale.value = "fr";
    answer(() => json({ data: organizations }));
    const el = await featured();
    expect(shadow(el).querySelector("h2")?.textContent).toBe("Organisations à la une");
    expect(cards(el)[0].querySelector("dt")?.textContent).toBe("Abonnés");
  });
});
