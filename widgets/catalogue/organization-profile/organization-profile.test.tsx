import { act } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, toastText, until } from "#tests/support/dom.ts";
import { heard } from "#tests/support/events.ts";
import { json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as organizationProfileTag } from "./organization-profile.api.ts";
import * as organizationProfileRoot from "./organization-profile.tsx";

const page = freshPageEachTest("/organizations/acme-academy");

beforeAll(() => {
  defineWidget(organizationProfileTag, organizationProfileRoot);
});

const LONG_DESCRIPTION =
  "A complete introduction to computer networks: addressing, routing, switching, wireless, security and troubleshooting, with labs on real equipment and a final project.";

function profile(overrides: Record<string, unknown> = {}) {
  return {
    canonical_slug: "acme-academy",
    data: {
      id: 5,
      slug: "acme-academy",
      name: "Acme Academy",
      logo: "https://cdn.example/acme.png",
      motto: "Learn by doing",
      about: "We train network engineers.\n\nSince 2010, in Buea and Douala.",
      industry: "Education",
      address: "12 Molyko Road",
      city: "Buea",
      state: "South-West",
      country: "Cameroon",
      followers: 41,
      reviews_count: 120,
      average_rating: 4.56,
      courses_count: 14,
      exams_count: 3,
      following: false,
      featured_courses: [
        {
          id: 11,
          slug: "networking",
          title: "Computer Networking Essentials",
          description: LONG_DESCRIPTION,
          field: "Networking",
          avg_rating: 4.5,
          reviews_count: 12,
          price: 25000,
          sale_price: 20000,
          pricing: "paid",
        },
        {
          id: 12,
          slug: "intro",
          title: "Introduction to IT",
          description: "Short.",
          field: null,
          avg_rating: 0,
          reviews_count: 0,
          price: 0,
          sale_price: 0,
          pricing: "free",
        },
      ],
      why_choose_us: "<p>Small classes and <strong>real labs</strong>.</p>",
      reviews: [{ review: "Best teachers in town.", since: "2 months ago", user: { name: "Awa N.", profile: "https://cdn.example/awa.png" } }],
      show_contact_info: true,
      email: "hello@acme.example",
      phone: "+237 650 00 00 00",
      social_links: { facebook: "https://facebook.com/acme", twitter: "javascript:alert(1)", linkedin: null },
      ...overrides,
    },
  };
}

type FollowAnswer = (call: RecordedCall) => Response | Promise<Response>;

/** GET /organizations/{key} answers `body`; POST .../follow answers `follow`. */
function api(
  body: unknown = profile(),
  follow: FollowAnswer = () => json({ message: "You are now following this organization!", following: true, followers: 42 }),
) {
  return mockFetch((call) => {
    if (call.method === "POST" && call.url.pathname.endsWith("/follow")) return follow(call);
    if (call.method === "GET" && /\/organizations\/[^/]+$/.test(call.url.pathname)) return typeof body === "function" ? body(call) : json(body);
    return json({ message: "Not found." }, 404);
  });
}

async function open(attributes: Record<string, string> = {}) {
  const el = await mount("lp-organization-profile", attributes);
  await until(() => shadow(el).querySelector(".org-header, .lp-empty, .lp-error") !== null);
  return el;
}

const root = (el: Element) => shadow(el);
const followButton = (el: Element) => root(el).querySelector<HTMLButtonElement>(".org-follow")!;
const followers = (el: Element) => root(el).querySelector('[data-figure="followers"] dd')?.textContent;
const stats = (el: Element) =>
  Object.fromEntries([...root(el).querySelectorAll(".org-stats div")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]));
const sectionTitles = (el: Element) => [...root(el).querySelectorAll("h2")].map((h) => h.textContent);

describe("<lp-organization-profile>", () => {
  it("loads the organization named in the page path and shows its header and stats", async () => {
    const net = api();
    const el = await open();
    expect(net.to("/organizations/acme-academy")).toHaveLength(1);
    expect(root(el).querySelector("h1")?.textContent).toBe("Acme Academy");
    expect(root(el).querySelector(".org-motto")?.textContent).toBe("Learn by doing");
    expect(root(el).querySelector(".org-logo")?.getAttribute("src")).toBe("https://cdn.example/acme.png");
    expect(stats(el)).toEqual({ Followers: "41", Reviews: "120", "Avg Rating": "4.6", Courses: "14", Exams: "3" });
    expect(followButton(el).textContent).toBe("Follow Organization");
    expect(followButton(el).getAttribute("aria-pressed")).toBe("false");
  });

  it("reads the header's count of reviews from the contract's `reviews` when no `reviews_count` comes", async () => {
    const base = profile();
    const { reviews_count: _, ...contract } = base.data as Record<string, unknown>;
    api({ ...base, data: { ...contract, reviews: 37 } });
    const asCount = await open();
    expect(stats(asCount).Reviews).toBe("37");
    await act(async () => document.body.replaceChildren());
    api({ ...base, data: { ...contract, reviews: [{ review: "Great", user: { name: "Awa", profile: null }, since: "1 week ago" }] } });
    const asList = await open();
    expect(stats(asList).Reviews).toBe("1");
    expect(root(asList).textContent).toContain("Great");
  });

  it("also reads /organization/{slug}, and prefers the slug attribute", async () => {
    history.replaceState(null, "", "/organization/acme-academy");
    const net = api();
    await open();
    expect(net.to("/organizations/acme-academy")).toHaveLength(1);
    await open({ slug: "other-school" });
    expect(net.to("/organizations/other-school")).toHaveLength(1);
  });

  it("shows a skeleton while loading", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api(async () => {
      await held;
      return json(profile());
    });
    const el = await mount("lp-organization-profile");
    expect(root(el).querySelector("[role=status]")).not.toBeNull();
    release();
    await until(() => root(el).querySelector(".org-header") !== null);
  });

  it("says when there is no such organization", async () => {
    api(() => json({ message: "Organization not found." }, 404));
    const el = await open();
    expect(root(el).querySelector(".lp-empty")?.textContent).toContain("Organization not found.");
  });

  it("shows the server's message on error, and tries again", async () => {
    let fail = true;
    api(() => (fail ? json({ message: "Too many requests." }, 429) : json(profile())));
    const el = await open();
    expect(root(el).querySelector(".lp-error")?.textContent).toContain("Too many requests.");
    fail = false;
    await click(root(el).querySelector<HTMLButtonElement>(".lp-error button")!);
    await until(() => expect(root(el).querySelector("h1")?.textContent).toBe("Acme Academy"));
  });

  it("shows the default sentence when the server gives no message", async () => {
    api(() => json({}, 403));
    const el = await open();
    expect(root(el).querySelector(".lp-error")?.textContent).toContain("An error occurred while fetching the organization");
  });

  describe("canonical address", () => {
    it("replaces an old slug in the address with the canonical one, keeping query and hash", async () => {
      history.replaceState(null, "", "/organizations/old-acme?ref=home#courses");
      const net = api(profile({ slug: "acme-academy" }));
      await open();
      expect(net.to("/organizations/old-acme")).toHaveLength(1);
      expect(location.pathname + location.search + location.hash).toBe("/organizations/acme-academy?ref=home#courses");
    });

    it("keeps the /organization/ route pattern", async () => {
      history.replaceState(null, "", "/organization/5");
      api();
      await open();
      expect(location.pathname).toBe("/organization/acme-academy");
    });

    it("leaves the page's address alone when the slug came from the attribute", async () => {
      history.replaceState(null, "", "/partners/page");
      api();
      await open({ slug: "old-acme" });
      expect(location.pathname).toBe("/partners/page");
    });
  });

  describe("Follow", () => {
    it("sends a visitor to sign-in, coming back here", async () => {
      const net = api();
      const el = await open();
      await click(followButton(el));
      expect(page.go).toHaveBeenCalledWith("/signin?redirect=%2Forganizations%2Facme-academy");
      expect(net.calls.filter((c) => c.method === "POST")).toHaveLength(0);
      expect(followers(el)).toBe("41");
    });

    it("follows at once, adds exactly one follower and confirms", async () => {
      saveToken("tok");
      let answer!: (r: Response) => void;
      const net = api(profile(), () => new Promise<Response>((resolve) => (answer = resolve)));
      const changes = heard("lp-follow-change");
      const el = await open();
      await click(followButton(el));
      // Optimistic: shown before the server answers; the page hears of it once the server agrees.
      expect(changes).toEqual([]);
      expect(followButton(el).textContent).toBe("Following");
      expect(followButton(el).getAttribute("aria-pressed")).toBe("true");
      expect(followers(el)).toBe("42");
      const posts = net.calls.filter((c) => c.method === "POST");
      expect(posts).toHaveLength(1);
      expect(posts[0].url.pathname).toMatch(/\/organizations\/5\/follow$/);
      expect(posts[0].headers.get("authorization")).toBe("Bearer tok");
      await act(async () => answer(json({ message: "You are now following this organization!", following: true, followers: 42 })));
      await until(() => expect(toastText()).toContain("You are now following this organization!"));
      expect(followers(el)).toBe("42");
      expect(changes.map((e) => e.detail)).toEqual([{ organizationId: 5, following: true }]);
    });

    it("ignores a second press while the first is under way", async () => {
      saveToken("tok");
      let answer!: (r: Response) => void;
      const net = api(profile(), () => new Promise<Response>((resolve) => (answer = resolve)));
      const el = await open();
      await click(followButton(el));
      await click(followButton(el));
      expect(net.calls.filter((c) => c.method === "POST")).toHaveLength(1);
      expect(followers(el)).toBe("42");
      await act(async () => answer(json({ message: "", following: true })));
    });

    it("shows the spec's sentence when the server sends no message", async () => {
      saveToken("tok");
      api(profile(), () => json({}));
      const el = await open();
      await click(followButton(el));
      await until(() => expect(toastText()).toContain("You are now following this organization!"));
    });

    it("unfollows, removing exactly one follower", async () => {
      saveToken("tok");
      api(profile({ following: true, followers: 10 }), () => json({ message: "You have unfollowed this organization.", following: false }));
      const el = await open();
      expect(followButton(el).textContent).toBe("Following");
      await click(followButton(el));
      await until(() => expect(toastText()).toContain("You have unfollowed this organization."));
      expect(followers(el)).toBe("9");
      expect(followButton(el).textContent).toBe("Follow Organization");
      expect(followButton(el).getAttribute("aria-pressed")).toBe("false");
    });

    it("never shows fewer than 0 followers", async () => {
      saveToken("tok");
      api(profile({ following: true, followers: 0 }), () => json({ following: false }));
      const el = await open();
      await click(followButton(el));
      await until(() => expect(followButton(el).getAttribute("aria-pressed")).toBe("false"));
      expect(followers(el)).toBe("0");
    });

    it("toggles back and forth by one each time", async () => {
      saveToken("tok");
      let following = false;
      api(profile(), () => {
        following = !following;
        return json({ following });
      });
      const el = await open();
      for (const expected of ["42", "41", "42", "41"]) {
        await click(followButton(el));
        await until(() => expect(followers(el)).toBe(expected));
      }
    });

    it("puts everything back and says why when the server refuses", async () => {
      saveToken("tok");
      api(profile(), () => json({ message: "Organization not found." }, 404));
      const el = await open();
      await click(followButton(el));
      await until(() => expect(toastText()).toContain("Organization not found."));
      expect(followers(el)).toBe("41");
      expect(followButton(el).textContent).toBe("Follow Organization");
      expect(followButton(el).getAttribute("aria-pressed")).toBe("false");
    });

    it("puts everything back with the default sentence when the server says nothing", async () => {
      saveToken("tok");
      api(profile({ following: true, followers: 3 }), () => json({}, 422));
      const el = await open();
      await click(followButton(el));
      await until(() => expect(toastText()).toContain("An error occurred while following the organization"));
      expect(followers(el)).toBe("3");
      expect(followButton(el).getAttribute("aria-pressed")).toBe("true");
    });
  });

  it("shows About Us with the industry and the full address", async () => {
    api();
    const el = await open();
    const about = root(el).querySelector(".org-about")!;
    expect(about.querySelector("h2")?.textContent).toBe("About Us");
    expect([...about.querySelectorAll(".org-text p")].map((p) => p.textContent)).toEqual(["We train network engineers.", "Since 2010, in Buea and Douala."]);
    const facts = Object.fromEntries(
      [...about.querySelectorAll(".org-facts div")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]),
    );
    expect(facts).toEqual({ Industry: "Education", Address: "12 Molyko Road, Buea, South-West, Cameroon" });
  });

  it("lists featured courses as every list's course cards: field, title, the description cut to 120 characters, rating and price", async () => {
    api();
    const el = await open();
    const courses = [...root(el).querySelectorAll(".org-featured .course-card")];
    expect(courses).toHaveLength(2);
    const [networking, intro] = courses;
    expect(networking.querySelector("a")?.getAttribute("href")).toBe("/courses/networking");
    expect(networking.querySelector("h3")?.textContent).toBe("Computer Networking Essentials");
    expect(networking.querySelector(".media-card-category")?.textContent).toBe("Networking");
    const description = networking.querySelector(".course-card-summary")!.textContent!;
    expect(description).toBe(`${LONG_DESCRIPTION.slice(0, 120).trimEnd()}…`);
    expect(networking.querySelector(".course-card-score")?.textContent).toBe("4.5");
    expect(networking.querySelector(".course-card-price strong")?.textContent).toBe("20,000 XAF");
    expect(networking.querySelector(".course-card-price s")?.textContent).toBe("25,000 XAF");
    expect(intro.querySelector(".course-card-summary")?.textContent).toBe("Short.");
    expect(intro.querySelector(".course-card-price")?.textContent).toBe("FREE");
    expect(intro.querySelector(".course-card-rating")).toBeNull();
  });

  it("shows Why Choose and the testimonials", async () => {
    api();
    const el = await open();
    expect(sectionTitles(el)).toContain("Why Choose Acme Academy?");
    const quote = root(el).querySelector(".org-quote")!;
    expect(quote.querySelector("blockquote")?.textContent).toBe("Best teachers in town.");
    expect(quote.querySelector(".org-quote-name")?.textContent).toBe("Awa N.");
    expect(quote.querySelector(".org-quote-since")?.textContent).toBe("2 months ago");
    expect(quote.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example/awa.png");
  });

  it("leaves out the sections the organization has nothing for", async () => {
    api(
      profile({ featured_courses: [], why_choose_us: null, reviews: [], about: null, industry: null, address: null, city: null, state: null, country: null }),
    );
    const el = await open();
    expect(sectionTitles(el)).toEqual(["About Us", "Contact Information"]);
  });

  it("shows contact information with the default opening hours and only web links", async () => {
    api(profile({ opening_hours: undefined }));
    const el = await open();
    const contact = root(el).querySelector(".org-contact")!;
    const facts = Object.fromEntries(
      [...contact.querySelectorAll(".org-facts div")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]),
    );
    expect(facts).toEqual({ Email: "hello@acme.example", Phone: "+237 650 00 00 00", "Opening Hours": "Mon-Fri: 8AM-6PM GMT+1" });
    expect(contact.querySelector('a[href="mailto:hello@acme.example"]')).not.toBeNull();
    expect(contact.querySelector('a[href="tel:+237650000000"]')).not.toBeNull();
    const socials = [...contact.querySelectorAll(".org-socials a")];
    expect(socials.map((a) => a.getAttribute("href"))).toEqual(["https://facebook.com/acme"]);
    expect(socials[0].getAttribute("aria-label")).toBe("Acme Academy on Facebook");
  });

  it("hides contact information when the organization does not show it", async () => {
    api(profile({ show_contact_info: false, email: null, phone: null }));
    const el = await open();
    expect(root(el).querySelector(".org-contact")).toBeNull();
    expect(sectionTitles(el)).not.toContain("Contact Information");
    expect(root(el).textContent).not.toContain("Opening Hours");
  });

  it("links Browse All Courses to the catalogue filtered by this organization", async () => {
    api();
    const el = await open();
    const browse = [...root(el).querySelectorAll("a")].find((a) => a.textContent === "Browse All Courses");
    expect(browse?.getAttribute("href")).toBe("/courses?organization_id=5");
  });

  it("speaks French on a French page", async () => {
    locale.value = "fr";
    api();
    const el = await open();
    expect(followButton(el).textContent).toBe("Suivre l’organisation");
    expect(Object.keys(stats(el))).toEqual(["Abonnés", "Avis", "Note moyenne", "Cours", "Examens"]);
    expect(stats(el)["Note moyenne"]).toBe("4,6");
  });
});
