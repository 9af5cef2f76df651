import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, unexpected } from "./browsing.ts";
import { type Stack, startStack } from "./stack.ts";

/**
 * The public pages the server draws: readable with no script at all, then taken over by the
 * widgets without a second drawing, a shift or an error.
 */
let stack: Stack;
const { fresh } = browsing(() => stack);
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const PAGES = [
  { path: "/terms-of-service", tag: "lp-legal-page", en: "Terms of Service", fr: "Conditions d’utilisation", text: "Buea" },
  { path: "/privacy-policy", tag: "lp-legal-page", en: "Privacy Policy", fr: "Politique de confidentialité", text: "13" },
  { path: "/about", tag: "lp-about-page", en: null, fr: null, text: null },
  { path: "/students", tag: "lp-students-page", en: null, fr: null, text: null },
  { path: "/organizations", tag: "lp-organizations-page", en: null, fr: null, text: null },
  { path: "/contact", tag: "lp-contact-page", en: "Contact us", fr: "Contactez-nous", text: null },
];

describe("a public page the server draws", () => {
  it("shows its heading and words with no script, in the language its address names, and its links work", async () => {
    for (const language of ["en", "fr"] as const)
      for (const page of PAGES) {
        const t = await stack.newPage({ javaScript: false });
        await t.page.goto(`${stack.siteUrl}${page.path}?lang=${language}`);
        const heading = t.page.locator(`${page.tag} h1`);
        expect(await heading.count(), `${page.path} ${language}`).toBe(1);
        const expected = page[language];
        if (expected) expect(await heading.textContent(), `${page.path} ${language}`).toBe(expected);
        if (page.text) expect(await t.page.locator(`${page.tag} .lp-root`).textContent()).toContain(page.text);
        // The breadcrumb's first link leads home, with no script to follow it.
        const home = t.page.locator(`${page.tag} a[href="/"]`).first();
        if (await home.count()) {
          await home.click();
          await t.page.waitForURL(`${stack.siteUrl}/`);
        }
        await t.context.close();
      }
  });

  it("is taken over by the widget: the same text, no shift, no error, and the widget answers", async () => {
    const t = await fresh();
    await t.page.goto(`${stack.siteUrl}/terms-of-service`);
    const served = await t.page.locator("lp-legal-page h1").textContent();
    // Taken over: the server's mark and its <style> elements are gone, its sheets adopted.
    await t.page.waitForFunction(() => {
      const el = document.querySelector("lp-legal-page")!;
      return !el.hasAttribute("data-lp-ssr") && el.shadowRoot!.querySelectorAll("style").length === 0 && el.shadowRoot!.adoptedStyleSheets.length > 2;
    });
    expect(await t.page.locator("lp-legal-page h1").textContent()).toBe(served);
    const shift = await t.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    // The widget is live: its contents lead to a section, as before.
    await t.page.locator("lp-legal-page").getByRole("link", { name: /11\./ }).click();
    await t.page.waitForURL((url) => url.hash === "#section-11");
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("draws the blog with the API's posts: readable with no script, then live without reading them again", async () => {
    const titles = (await stack.api<{ data: { title: string }[] }>("GET", "/posts?page=1")).body.data.map((p) => p.title);
    const off = await stack.newPage({ javaScript: false });
    await off.page.goto(`${stack.siteUrl}/blog?lang=en`);
    expect(await off.page.locator("lp-blog-list .blog-card h2").allTextContents()).toEqual(titles);
    await off.context.close();

    const t = await fresh();
    await t.page.goto(`${stack.siteUrl}/blog?lang=en`);
    await t.page.waitForFunction(() => !document.querySelector("lp-blog-list")!.hasAttribute("data-lp-ssr"));
    expect(await t.page.locator("lp-blog-list .blog-card h2").allTextContents()).toEqual(titles);
    // The page's answers were enough: no second read of the posts or the categories.
    expect(t.requests.filter((r) => /\/api\/(posts|categories)/.test(r.url))).toEqual([]);
    // Live: the next page is read and shown.
    await t.page.locator("lp-blog-list").getByRole("link", { name: "Next page" }).click();
    await t.page.locator("lp-blog-list").getByText("Page 2 of 2").waitFor();
    expect(unexpected(t.errors)).toEqual([]);
  });
});
