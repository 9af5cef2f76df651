import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, choseLanguage, toast, unexpected } from "./browsing.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
const { fresh, visit } = browsing(() => stack);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe("the contact page", () => {
  it("sends a message once, clears the form and says so; a draft survives a reload until then", async () => {
    const t = await visit("/contact");
    const form = t.page.locator("lp-contact-form");
    // The draft is the live form's: typing into the server's drawing before the code has come is
    // held and given to the form once it is live, but a reload before then would find no draft.
    await t.page.waitForFunction(() => document.querySelectorAll("[data-lp-ssr]").length === 0);
    await form.getByLabel("Full name", { exact: true }).fill("Amina Njoya");
    await form.getByLabel("Email", { exact: true }).fill("amina@example.cm");
    await form.getByLabel("Phone number", { exact: true }).fill("670000123");
    await form.getByLabel("Subject", { exact: true }).fill("Printing a certificate");
    // The draft is on the device: a reload keeps it.
    await t.page.reload();
    // The server draws the form empty (the draft is the device's); it shows once the widget is live.
    await expect.poll(() => form.getByLabel("Subject", { exact: true }).inputValue()).toBe("Printing a certificate");
    await form.getByRole("button", { name: "Send Message" }).click();
    await toast(t.page, "Please fill all fields").waitFor();
    await form.getByLabel("Message", { exact: true }).fill("How do I print my certificate on one page?");
    await form.getByRole("button", { name: "Send Message" }).dblclick();
    await toast(t.page, "Your message has been sent successfully!").waitFor();
    expect(await form.getByLabel("Full name", { exact: true }).inputValue()).toBe("");
    expect(t.requests.filter((r) => r.url.endsWith("/api/contact-us") && r.method === "POST")).toHaveLength(1);
    await t.page.reload();
    await form.getByLabel("Subject", { exact: true }).waitFor();
    expect(await form.getByLabel("Subject", { exact: true }).inputValue()).toBe("");
    // The channels come from the configuration.
    expect(await t.page.locator("lp-contact-page .channel a").first().getAttribute("href")).toMatch(/^mailto:/);
    expect(unexpected(t.errors)).toEqual([]);
  });
});

describe("the partner program", () => {
  it("goes from Apply now to the form, sends the application once, clears it and says so", async () => {
    const t = await visit("/partner-program");
    await t.page.locator("lp-partner-page").getByRole("link", { name: "Apply now" }).click();
    await t.page.waitForURL((url) => url.hash === "#join");
    const form = t.page.locator("lp-partner-form");
    await form.getByLabel("Full name", { exact: true }).fill("Jean Mbarga");
    await form.getByLabel("Email", { exact: true }).fill("jean.partner@example.cm");
    await form.getByLabel("Phone number", { exact: true }).fill("699000111");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await toast(t.page, "Your application has been submitted successfully!").waitFor();
    expect(await form.getByLabel("Full name", { exact: true }).inputValue()).toBe("");
    expect(t.requests.filter((r) => r.url.endsWith("/api/partner-application") && r.method === "POST")).toHaveLength(1);
    // A testimonial opens its story.
    await t.page.locator("lp-partner-page .testimonial").first().click();
    await t.page.locator("lp-partner-page dialog[open]").waitFor();
    expect(unexpected(t.errors)).toEqual([]);
  });
});

describe("the partner program's plans", () => {
  it("offers the spec's three plans to the spec's partners, in French, each plan opening the creators' dashboard sign-in", async () => {
    const t = await fresh();
    await choseLanguage(t, "fr", stack.siteUrl);
    await t.page.goto(`${stack.siteUrl}/partner-program`);
    const page = t.page.locator("lp-partner-page");
    await page.getByRole("link", { name: "Voir les offres" }).click();
    await t.page.waitForURL((url) => url.hash === "#pricing");
    const plans = page.locator("#pricing .plan");
    expect(await plans.locator(".plan-name").allTextContents()).toEqual(["Offre Créateur", "Offre Premium", "Partage des revenus"]);
    expect(await plans.nth(2).locator(".plan-terms li").allTextContents()).toContain("Le créateur garde 80 % après les frais");
    expect(await plans.nth(1).locator(".plan-soon").count()).toBe(2);
    // The build's default dashboard (SITE_DASHBOARD_URL): no plan leads to the coming-soon page.
    const buttons = plans.getByRole("link", { name: /Commencer/ });
    expect(await buttons.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).toEqual(Array(3).fill("https://dashboard.learning.cm/login"));
    expect(
      await page
        .locator("section", { has: t.page.getByRole("heading", { name: "Pour qui", exact: true }) })
        .locator(".mk-card-title")
        .allTextContents(),
    ).toEqual(["Leaders communautaires", "Marketeurs et influenceurs", "Connecteurs", "Futurs entrepreneurs"]);
    await page.getByText("Parrainages illimités").waitFor();
    // Tutors register on the same dashboard.
    expect(
      await t.page
        .locator("lp-site-header a.tutor")
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    ).toBe("https://dashboard.learning.cm/register");
    expect(unexpected(t.errors)).toEqual([]);
  });
});

describe("the legal pages", () => {
  it("show the terms in French and land on a section named in the address", async () => {
    const t = await fresh();
    await choseLanguage(t, "fr", stack.siteUrl);
    await t.page.goto(`${stack.siteUrl}/terms-of-service#section-11`);
    const section = t.page.locator("lp-legal-page #section-11");
    await section.getByText("juridictions compétentes de Buea", { exact: false }).waitFor();
    await t.page.waitForFunction(() => {
      const el = document.querySelector("lp-legal-page")?.shadowRoot?.querySelector("#section-11");
      const top = el?.getBoundingClientRect().top ?? 9999;
      // Below the sticky header, at the top of what is left.
      return top >= 60 && top < 200;
    });
    expect(await t.page.title()).toContain("Conditions d’utilisation");
    expect(unexpected(t.errors)).toEqual([]);
  });
});

/** Each public page, with its heading in each language when the page writes it (data pages name theirs after what they show). */
const PUBLIC_PAGES: { path: string | (() => Promise<string>); tag: string; en?: string; fr?: string }[] = [
  {
    path: "/",
    tag: "lp-home-hero",
    en: "Learn online, pay by mobile money, prove it with a certificate",
    fr: "Apprenez en ligne, payez par mobile money, prouvez-le avec un certificat",
  },
  { path: "/about", tag: "lp-about-page", en: "About us", fr: "À propos" },
  { path: "/students", tag: "lp-students-page", en: "Learn what moves you forward", fr: "Apprenez ce qui vous fait avancer" },
  { path: "/organizations", tag: "lp-organizations-page", en: "Teach beyond your classroom", fr: "Enseignez au-delà de votre salle de classe" },
  { path: "/courses", tag: "lp-course-catalogue", en: "Explore Our Course Catalog", fr: "Explorez notre catalogue de cours" },
  { path: () => first("/courses", "/courses/"), tag: "lp-course-detail" },
  { path: () => first("/organizations", "/organizations/"), tag: "lp-organization-profile" },
  { path: "/blog", tag: "lp-blog-list", en: "Blog", fr: "Blog" },
  { path: () => first("/posts", "/blog/"), tag: "lp-blog-post" },
  { path: "/contact", tag: "lp-contact-page", en: "Contact us", fr: "Contactez-nous" },
  { path: "/partner-program", tag: "lp-partner-page", en: "Partner program", fr: "Programme partenaire" },
  { path: "/coming-soon", tag: "lp-coming-soon", en: "Coming soon", fr: "Bientôt disponible" },
  { path: "/terms-of-service", tag: "lp-legal-page", en: "Terms of Service", fr: "Conditions d’utilisation" },
  { path: "/privacy-policy", tag: "lp-legal-page", en: "Privacy Policy", fr: "Politique de confidentialité" },
  { path: "/widgets", tag: "lp-widget-gallery", en: "Widgets for your site", fr: "Des widgets pour votre site" },
];
const first = async (list: string, under: string) => under + (await stack.api<{ data: { slug: string }[] }>("GET", list)).body.data[0].slug;

describe("every public page", () => {
  for (const locale of ["en", "fr"] as const)
    it(`shows its content, header and footer in ${locale === "en" ? "English" : "French"}`, async () => {
      const t = await fresh();
      await choseLanguage(t, locale, stack.siteUrl);
      for (const page of PUBLIC_PAGES) {
        const path = typeof page.path === "string" ? page.path : await page.path();
        await t.page.goto(stack.siteUrl + path);
        const heading = t.page.locator(`${page.tag} h1`).first();
        await heading.waitFor();
        const text = (await heading.textContent())?.trim();
        if (page[locale]) expect(text, path).toBe(page[locale]);
        else expect(text, path).not.toBe("");
        await t.page
          .locator("lp-site-header nav.wide")
          .getByRole("link", { name: locale === "en" ? "Home" : "Accueil", exact: true })
          .waitFor();
        await t.page
          .locator("lp-site-footer")
          .getByText(locale === "en" ? "Terms of Service" : "Conditions d’utilisation")
          .waitFor();
        expect(await t.page.evaluate(() => document.documentElement.lang), path).toBe(locale);
        expect(await t.page.title(), path).toContain(locale === "en" ? "Learning platform" : "Plateforme d’apprentissage");
      }
      expect(unexpected(t.errors)).toEqual([]);
    });
});

describe("on a phone", () => {
  it("every public page fits the screen's width: nothing scrolls sideways", async () => {
    const t = await fresh();
    await t.page.setViewportSize({ width: 360, height: 740 });
    for (const page of PUBLIC_PAGES) {
      const path = typeof page.path === "string" ? page.path : await page.path();
      await t.page.goto(stack.siteUrl + path);
      await t.page.locator(`${page.tag} h1`).first().waitFor();
      await t.page.waitForTimeout(300);
      expect(await t.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});

describe("the blog on a phone", () => {
  it("keeps the chosen category in sight in its sideways row, without moving the page", async () => {
    const categories = (await stack.api<{ data: { id: number; name: string }[] }>("GET", "/categories")).body.data;
    const last = categories[categories.length - 1];
    const t = await fresh();
    await t.page.setViewportSize({ width: 360, height: 740 });
    await t.page.goto(`${stack.siteUrl}/blog?category=${last.id}`);
    const chip = t.page.locator("lp-blog-list .blog-chip[aria-current='page']");
    await chip.waitFor();
    await t.page.locator("lp-blog-list .blog-card").first().waitFor();
    // The live widget brings the chip into sight (the drawn page shows the row from its start):
    // measured once it has taken the drawing over, however slow the machine.
    await t.page.locator("lp-blog-list:not([data-lp-ssr])").waitFor();
    await t.page.waitForTimeout(300);
    const box = (await chip.boundingBox())!;
    expect(await chip.textContent()).toBe(last.name);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await t.page.evaluate(() => scrollY)).toBe(0);
  });
});

describe("the blog", () => {
  it("pages through the posts, filters by a category in the address, opens a post and copies its link", async () => {
    const t = await visit("/blog");
    const list = t.page.locator("lp-blog-list");
    await list.locator(".blog-card").first().waitFor();
    expect(await list.locator(".blog-card").count()).toBe(9);
    await list.getByRole("link", { name: "Next page" }).click();
    await t.page.waitForURL((url) => url.search === "?page=2");
    await list.getByText("Page 2 of 2").waitFor();
    const onPageTwo = await list.locator(".blog-card h2").allTextContents();
    expect(onPageTwo.length).toBeGreaterThan(0);
    // A category, from the filter: the address says it, and only its posts are listed.
    await list.getByRole("link", { name: "Health", exact: true }).click();
    await t.page.waitForURL((url) => /^\?category=\d+$/.test(url.search));
    await list.locator(".blog-chip[aria-current='page']", { hasText: "Health" }).waitFor();
    const categories = await list.locator(".media-card-category").allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories.map((c) => c.trim()))).toEqual(new Set(["Health"]));
    // Back returns to page 2, and a reload of a filtered address shows the same posts.
    await t.page.goBack();
    await t.page.waitForURL((url) => url.search === "?page=2");
    await list.getByText("Page 2 of 2").waitFor();
    expect(await list.locator(".blog-card h2").allTextContents()).toEqual(onPageTwo);

    const title = onPageTwo[0].trim();
    await list.locator(".blog-card a").first().click();
    const post = t.page.locator("lp-blog-post");
    await post.getByRole("heading", { level: 1, name: title }).waitFor();
    await post.locator(".post-content p").first().waitFor();
    await post.locator("[part='author']").waitFor();
    expect(await post.locator(".post-related-link").count()).toBeGreaterThan(0);
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await post.getByRole("button", { name: "Copy link" }).click();
    await toast(t.page, "Link copied to clipboard!").waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(t.page.url());
    expect(await t.page.title()).toContain(title);
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("shows a French reader the posts written in French first, and an English reader the English ones", async () => {
    const firstPage = async (language: "en" | "fr") => {
      const t = await fresh();
      await choseLanguage(t, language, stack.siteUrl);
      await t.page.goto(`${stack.siteUrl}/blog`);
      const list = t.page.locator("lp-blog-list");
      await list.locator(".blog-card").first().waitFor();
      const cards = await list.locator(".blog-card").evaluateAll((nodes) =>
        nodes.map((card) => ({
          lang: card.querySelector("h2")?.getAttribute("lang"),
          title: card.querySelector("h2")?.textContent?.trim() ?? "",
          badge: card.querySelector(".media-card-language")?.textContent?.trim() ?? null,
        })),
      );
      return { t, list, cards };
    };
    const fr = await firstPage("fr");
    const french = fr.cards.filter((card) => card.lang === "fr");
    // A third of the posts at least, all before any English one, none with a badge; the English ones say so.
    expect(french.length).toBeGreaterThanOrEqual(5);
    expect(fr.cards.slice(0, french.length).every((card) => card.lang === "fr" && card.badge === null)).toBe(true);
    expect(fr.cards.slice(french.length).every((card) => card.lang === "en" && card.badge?.includes("EN"))).toBe(true);
    // The categories read in French, and a French post opens in French.
    await fr.list.getByRole("link", { name: "Santé", exact: true }).waitFor();
    await fr.list.locator(".blog-card a").first().click();
    const post = fr.t.page.locator("lp-blog-post");
    await post.getByRole("heading", { level: 1, name: french[0].title }).waitFor();
    expect(await post.locator(".post-content").getAttribute("lang")).toBe("fr");
    expect(unexpected(fr.t.errors)).toEqual([]);

    const en = await firstPage("en");
    expect(en.cards[0].lang).toBe("en");
    expect(en.cards.map((card) => card.title)).not.toContain(french[0].title);
    expect(unexpected(en.t.errors)).toEqual([]);
  });

  it("says 'No posts found.' past the last page, and names a post that does not exist", async () => {
    const t = await visit("/blog?page=40");
    await t.page.locator("lp-blog-list").getByText("No posts found.").waitFor();
    await t.page.goto(`${stack.siteUrl}/blog/no-such-post`);
    await t.page.locator("lp-blog-post").getByText("Error loading post:").waitFor();
    expect(unexpected(t.errors, 404)).toEqual([]);
  });
});

describe("the home page", () => {
  it("turns its banner on by itself, every 4 s", async () => {
    const t = await fresh();
    await t.page.clock.install();
    await t.page.goto(`${stack.siteUrl}/`);
    await t.page.locator("lp-home-hero .carousel-dot").first().waitFor();
    const current = () =>
      t.page.evaluate(() =>
        [...document.querySelector("lp-home-hero")!.shadowRoot!.querySelectorAll(".carousel-dot")].findIndex((d) => d.getAttribute("aria-current") === "true"),
      );
    // From here the page's clock moves only when the test moves it: the machine's speed is not tested.
    await t.page.clock.pauseAt((await t.page.evaluate(() => Date.now())) + 1_000);
    const shown = await current();
    // It turns by itself...
    for (let i = 0; i < 50 && (await current()) === shown; i++) await t.page.clock.runFor(100);
    expect(await current()).toBe((shown + 1) % 3);
    // ...and then every 4 s.
    await t.page.clock.runFor(3_800);
    expect(await current()).toBe((shown + 1) % 3);
    await t.page.clock.runFor(300);
    await expect.poll(current).toBe((shown + 2) % 3);
  });

  it("lands on the place an address names once everything above it has drawn", async () => {
    // #services is inside the home sections' shadow root, where the browser's own fragment navigation cannot see it.
    for (const id of ["faqs", "organizations", "services"]) {
      const t = await visit(`/#${id}`);
      await t.page.locator("lp-featured-organizations .org-card, lp-featured-organizations [part='card']").first().waitFor();
      await t.page.locator("lp-faq-list details, lp-faq-list [part='item']").first().waitFor();
      await t.page.waitForTimeout(500);
      const top = await t.page.evaluate(
        (name) => (document.getElementById(name) ?? document.querySelector("lp-home-sections")!.shadowRoot!.getElementById(name))!.getBoundingClientRect().top,
        id,
      );
      // Just under the sticky header.
      expect(top, id).toBeGreaterThanOrEqual(60);
      expect(top, id).toBeLessThan(90);
    }
  });

  it("holds the room its banner takes at every width, in both languages", async () => {
    for (const locale of ["en", "fr"] as const) {
      const t = await fresh();
      await choseLanguage(t, locale, stack.siteUrl);
      await t.page.goto(`${stack.siteUrl}/`);
      await t.page.locator("lp-home-hero h1").waitFor();
      for (const width of [320, 360, 375, 390, 412, 430, 480, 600, 640, 700, 768, 820, 1024, 1280, 1600]) {
        await t.page.setViewportSize({ width, height: 800 });
        const [held, drawn] = await t.page.evaluate(() => {
          const hero = document.querySelector("lp-home-hero")!;
          return [parseFloat(getComputedStyle(hero).minHeight), hero.shadowRoot!.querySelector(".lp-root")!.getBoundingClientRect().height];
        });
        // Never taller than held (what follows would move), and not much shorter (a gap).
        expect(drawn, `${locale} at ${width} px`).toBeLessThanOrEqual(held + 0.5);
        expect(held - drawn, `${locale} at ${width} px`).toBeLessThan(64);
      }
      await t.context.close();
    }
  });
});
