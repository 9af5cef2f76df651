import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vectors from "../browser/fixtures/xss-vectors.json";
import { browsing, unexpected } from "./browsing.ts";
import { DEMO, DESKTOP, type Stack, startStack } from "./stack.ts";

/** A post whose HTML is every vector of the project's list: the server sanitises it as the browser does. */
const HOSTILE = "every-vector-at-once";

/**
 * The public pages the server draws: readable with no script at all, then taken over by the
 * widgets without a second drawing, a shift or an error.
 */
let stack: Stack;
const { fresh } = browsing(() => stack);
beforeAll(async () => {
  stack = await startStack({
    prepare: (db) => {
      // The first post's author, category and pictures: only its HTML is hostile.
      db.prepare(
        `INSERT INTO posts (slug, title, content, published_at, thumbnail, image, category_id, author_id, organization_id, tags_json, language)
         SELECT ?, ?, ?, ?, thumbnail, image, category_id, author_id, organization_id, tags_json, language FROM posts ORDER BY id LIMIT 1`,
      ).run(HOSTILE, "Every vector", `<p class="kept">Kept text.</p>${vectors.vectors.map((v) => v.payload).join("\n")}`, "2020-01-01T00:00:00Z");
    },
  });
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
  { path: "/", tag: "lp-home-hero", en: null, fr: null, text: null },
  { path: "/coming-soon", tag: "lp-coming-soon", en: null, fr: null, text: null },
  { path: "/partner-program", tag: "lp-partner-page", en: null, fr: null, text: "Aïcha Bello" },
];

/** The demo learner's first certificate's number. */
async function certificateNumber(): Promise<string> {
  const token = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
  return (await stack.api<{ data: { certificate_number: string }[] }>("GET", "/my-certificates", undefined, token)).body.data[0].certificate_number;
}

/** Our learner's phone. */
const PHONE = { width: 360, height: 740 } as const;

/**
 * Rasterising the same page twice may differ by a level or two at the edge of a rounded corner
 * (measured: at most 2 of 255); a change a reader could see is far more.
 */
const NOISE = 8;

/**
 * The view as it stands: time-based animations and transitions run to their end first (what
 * Playwright's own "disabled" does, which also stops the scroll-driven ones: they are part of the
 * page's layout here, the buy bar's showing once the card is scrolled away).
 */
async function still(page: Page, clip?: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (!(animation.timeline instanceof DocumentTimeline)) continue;
      if (Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) animation.finish();
      else animation.cancel();
    }
  });
  return page.screenshot({ animations: "allow", caret: "hide", clip });
}

/** Holds the widgets' code, the page staying as the server drew it, until the function returned is called; `away` never comes. */
async function holdCode(page: Page, away?: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/widgets(-lite)?\/chunks\//, async (route) => {
    await held;
    if (!away?.test(route.request().url())) await route.continue();
  });
  return release;
}

/** Where two screenshots differ beyond the rasteriser's noise, read by the browser: how many pixels, in which box. */
const differing = (page: Page, one: Buffer, other: Buffer) =>
  page.evaluate(
    async ([a, b, noise]) => {
      const pixels = async (base64: string) => {
        // Decoded here, not fetched: the page's policy allows no data: address.
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([pixels(a), pixels(b)]);
      if (x.width !== y.width || x.height !== y.height) return `sizes ${x.width}x${x.height} and ${y.width}x${y.height}`;
      let count = 0;
      const box = [x.width, x.height, -1, -1];
      for (let i = 0; i < x.data.length; i += 4)
        if ([0, 1, 2].some((c) => Math.abs(x.data[i + c] - y.data[i + c]) > noise)) {
          count++;
          const [px, py] = [(i / 4) % x.width, Math.floor(i / 4 / x.width)];
          box.splice(0, 4, Math.min(box[0], px), Math.min(box[1], py), Math.max(box[2], px), Math.max(box[3], py));
        }
      return count ? `${count} pixels differ, from (${box[0]}, ${box[1]}) to (${box[2]}, ${box[3]})` : "the same";
    },
    [one.toString("base64"), other.toString("base64"), NOISE] as const,
  );

type Shifted = { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]; hadRecentInput: boolean };

/**
 * The layout shift a page has had so far, as the browser counts it, with what moved (for the
 * failure's message: each node, its rectangle before and after, and the window's width).
 */
const shiftSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ value: number; moved: string }>((resolve) => {
        let value = 0;
        const moved: string[] = [];
        const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shifted[])
            if (!entry.hadRecentInput) {
              value += entry.value;
              for (const { node, previousRect, currentRect } of entry.sources) {
                const where = (node?.getRootNode() as ShadowRoot | undefined)?.host?.localName ?? "page";
                const what = node instanceof Element ? `${node.localName}.${node.className}` : (node?.nodeName ?? "?");
                moved.push(`${where} ${what} [${box(previousRect)}] -> [${box(currentRect)}]`);
              }
            }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ value, moved: `at ${innerWidth} px: ${moved.join("; ")}` }), 300);
      }),
  );

describe("a public page the server draws", () => {
  for (const language of ["en", "fr"] as const)
    it(`shows its heading and words with no script, in the language its address names (${language}), and its links work`, async () => {
      for (const page of PAGES) {
        const t = await stack.newPage({ javaScript: false });
        await t.page.goto(`${stack.siteUrl}${page.path}?lang=${language}`);
        const heading = t.page.locator(`${page.tag} h1`);
        expect(await heading.count(), `${page.path} ${language}`).toBe(1);
        const expected = page[language];
        if (expected) expect(await heading.textContent(), `${page.path} ${language}`).toBe(expected);
        if (page.text) expect(await t.page.locator(`${page.tag} .lp-root`).first().textContent()).toContain(page.text);
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
    const shift = await shiftSoFar(t.page);
    expect(shift.value, shift.moved).toBeLessThanOrEqual(0.01);
    // The widget is live: its contents lead to a section, as before.
    await t.page.locator("lp-legal-page").getByRole("link", { name: /11\./ }).click();
    await t.page.waitForURL((url) => url.hash === "#section-11");
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("draws the blog with the API's posts: readable with no script, then live without reading them again", async () => {
    const first = (await stack.api<{ data: { title: string }[]; meta: { last_page: number } }>("GET", "/posts?page=1")).body;
    const titles = first.data.map((p) => p.title);
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
    await t.page.locator("lp-blog-list").getByText(`Page 2 of ${first.meta.last_page}`).waitFor();
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("draws the catalogue and a course with the API's answers: titles and prices with no script, the address's filters, then live without reading them again", async () => {
    const listed = (await stack.api<{ data: { title: string; slug: string }[] }>("GET", "/courses?page=1")).body.data;
    const beginners = (await stack.api<{ meta: { total: number } }>("GET", "/courses?page=1&difficulty=beginner")).body.meta.total;
    const course = (await stack.api<{ course: { title: string; slug: string } }>("GET", `/courses/${listed[0].slug}`)).body.course;

    const off = await stack.newPage({ javaScript: false });
    await off.page.goto(`${stack.siteUrl}/courses?lang=fr`);
    expect(await off.page.locator("lp-course-catalogue h1").textContent()).toBe("Explorez notre catalogue de cours");
    expect(await off.page.locator("lp-course-catalogue .course-card h3").allTextContents()).toEqual(listed.map((c) => c.title));
    expect(await off.page.locator("lp-course-catalogue .course-card").first().textContent()).toMatch(/XAF|Gratuit|Free/);
    await off.page.goto(`${stack.siteUrl}/courses?difficulty=beginner&lang=en`);
    expect(await off.page.locator("lp-course-catalogue .catalogue-count").textContent()).toBe(`${beginners} courses found`);
    // A card is a link that works with no script.
    await off.page.locator("lp-course-catalogue .course-card a.media-card-link").first().click();
    await off.page.waitForURL((url) => url.pathname.startsWith("/courses/"));
    await off.page.goto(`${stack.siteUrl}/courses/${course.slug}?lang=en`);
    expect(await off.page.locator("lp-course-detail h1").textContent()).toBe(course.title);
    expect(await off.page.locator("lp-course-detail .cd-enrol").textContent()).toMatch(/XAF|Free/);
    await off.context.close();

    const t = await fresh();
    await t.page.goto(`${stack.siteUrl}/courses?lang=en`);
    await t.page.waitForFunction(() => !document.querySelector("lp-course-catalogue")!.hasAttribute("data-lp-ssr"));
    expect(await t.page.locator("lp-course-catalogue .course-card h3").allTextContents()).toEqual(listed.map((c) => c.title));
    expect(t.requests.filter((r) => /\/api\/(courses|categories|organizations)/.test(r.url))).toEqual([]);
    // Live: a filter reads its courses.
    await t.page.locator("lp-course-catalogue .catalogue-sidebar").getByLabel("Beginner").check();
    await t.page.locator("lp-course-catalogue .catalogue-count").getByText(`${beginners} courses found`).waitFor();

    await t.page.goto(`${stack.siteUrl}/courses/${course.slug}?lang=en`);
    await t.page.waitForFunction(() => !document.querySelector("lp-course-detail")!.hasAttribute("data-lp-ssr"));
    expect(await t.page.locator("lp-course-detail h1").textContent()).toBe(course.title);
    expect(t.requests.filter((r) => r.url.endsWith(`/api/courses/${course.slug}`))).toEqual([]);
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("draws a course's reviews with no script, and reads them no more once live", async () => {
    type Detail = { course: { id: number; slug: string; reviews_count: number } };
    const listed = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?page=1")).body.data;
    let reviewed: Detail["course"] | undefined;
    for (const { slug } of listed) {
      const detail = (await stack.api<Detail>("GET", `/courses/${slug}`)).body.course;
      if (detail.reviews_count > 0) {
        reviewed = detail;
        break;
      }
    }
    expect(reviewed).toBeTruthy();
    const reviews = (await stack.api<{ data: { review: string }[] }>("GET", `/courses/${reviewed!.id}/reviews`)).body.data;
    const off = await stack.newPage({ javaScript: false });
    await off.page.goto(`${stack.siteUrl}/courses/${reviewed!.slug}?lang=en`);
    expect(await off.page.locator("lp-course-detail .cd-review-card").count()).toBe(reviews.length);
    expect(await off.page.locator("lp-course-detail .cd-review-text").first().textContent()).toBe(reviews[0].review);
    await off.context.close();

    const t = await fresh();
    await t.page.goto(`${stack.siteUrl}/courses/${reviewed!.slug}?lang=en`);
    await t.page.waitForFunction(() => !document.querySelector("lp-course-detail")!.hasAttribute("data-lp-ssr"));
    await t.page.locator("lp-course-detail .cd-review-card").first().waitFor();
    expect(await t.page.locator("lp-course-detail .cd-review-card").count()).toBe(reviews.length);
    expect(t.requests.filter((r) => r.url.includes("/reviews"))).toEqual([]);
    expect(unexpected(t.errors)).toEqual([]);
    await t.context.close();
  });

  it("answers an unknown course with 404 and the widget's own words, with no script", async () => {
    const off = await stack.newPage({ javaScript: false });
    const answer = await off.page.goto(`${stack.siteUrl}/courses/no-such-course-anywhere?lang=fr`);
    expect(answer?.status()).toBe(404);
    expect(await off.page.locator("lp-course-detail").getByRole("link", { name: "Voir tous les cours" }).count()).toBe(1);
    await off.context.close();
  });

  it("draws a certificate with no script: its holder, course and check, its badge too; an unknown number 404 in the widget's words", async () => {
    const number = await certificateNumber();
    const shown = (await stack.api<{ data: { holder: { name: string }; course: { title: string } } }>("GET", `/certificates/${number}`)).body.data;
    const off = await stack.newPage({ javaScript: false });
    await off.page.goto(`${stack.siteUrl}/certificate/${number}?lang=fr`);
    const page = off.page.locator("lp-certificate");
    expect(await page.locator(".cert-holder").textContent()).toBe(shown.holder.name);
    expect(await page.locator(".cert-course").textContent()).toBe(shown.course.title);
    expect(await page.locator(".cert-verification").textContent()).toContain("Vérifié");
    // The badge it offers to embed, drawn inside it.
    expect(await page.locator("lp-certificate-badge .badge-holder").textContent()).toBe(shown.holder.name);
    const unknown = await off.page.goto(`${stack.siteUrl}/certificate/NO-SUCH-NUMBER-1?lang=fr`);
    expect(unknown?.status()).toBe(404);
    expect(await off.page.locator("lp-certificate").getByText("Ce numéro de certificat n’existe pas").count()).toBe(1);
    await off.context.close();
  });

  it("draws an organization and a post with no script: their names, their text", async () => {
    const organization = (await stack.api<{ data: { name: string; slug: string }[] }>("GET", "/organizations?page=1")).body.data[0];
    const post = (await stack.api<{ data: { title: string; slug: string }[] }>("GET", "/posts?page=1")).body.data[0];
    const off = await stack.newPage({ javaScript: false });
    await off.page.goto(`${stack.siteUrl}/organizations/${organization.slug}?lang=fr`);
    expect(await off.page.locator("lp-organization-profile h1").textContent()).toBe(organization.name);
    await off.page.goto(`${stack.siteUrl}/blog/${post.slug}?lang=fr`);
    expect(await off.page.locator("lp-blog-post h1").textContent()).toBe(post.title);
    expect((await off.page.locator("lp-blog-post .post-content").textContent())!.trim().length).toBeGreaterThan(200);
    await off.context.close();
  });

  it("sanitises a post's HTML on the server: every vector drawn, nothing that runs or could", async () => {
    const html = await (await fetch(`${stack.siteUrl}/blog/${HOSTILE}?lang=en`)).text();
    const drawn = /<lp-blog-post[^>]*data-lp-ssr><template shadowrootmode="open">([\s\S]*?)<\/template><\/lp-blog-post>/.exec(html)?.[1];
    expect(drawn).toContain('<p class="kept">Kept text.</p>');
    // The post's HTML as drawn, up to the share buttons (the widget's own icons are SVG); the answers
    // handed over hold it raw, as JSON with every < escaped.
    const markup = /<div[^>]* class="post-content"[\s\S]*?(?=<(?:div|ul)[^>]* class="(?:lp-share|post-tags)")/.exec(drawn!)?.[0] ?? "";
    expect(markup).toContain("Kept text.");
    expect(markup).not.toMatch(/<(script|iframe|object|embed|form|svg|math|meta|base|link)\b/i);
    // No handler among any element's attributes (text that reads "onerror=" is text, escaped).
    expect(markup).not.toMatch(/<[a-z][^<>]*\son[a-z]+\s*=/i);
    expect(markup).not.toMatch(/(href|src|action|formaction)\s*=\s*"\s*(javascript|data|vbscript):/i);

    const t = await fresh();
    const dialogs: string[] = [];
    t.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await t.page.goto(`${stack.siteUrl}/blog/${HOSTILE}`);
    await t.page.waitForFunction(() => !document.querySelector("lp-blog-post")!.hasAttribute("data-lp-ssr"));
    await t.page.locator("lp-blog-post .kept").waitFor();
    expect(dialogs).toEqual([]);
  });

  it("hands every drawn page over to its widgets with no error and no shift", async () => {
    const organization = (await stack.api<{ data: { slug: string }[] }>("GET", "/organizations?page=1")).body.data[0].slug;
    const post = (await stack.api<{ data: { slug: string }[] }>("GET", "/posts?page=1")).body.data[0].slug;
    const certificate = await certificateNumber();
    for (const path of [
      "/",
      "/coming-soon",
      "/partner-program",
      `/organizations/${organization}`,
      `/blog/${post}`,
      "/courses?language=fr",
      `/certificate/${certificate}`,
    ]) {
      const t = await fresh();
      await t.page.goto(`${stack.siteUrl}${path}`);
      await t.page.waitForFunction(() => document.querySelectorAll("[data-lp-ssr]").length === 0);
      const shift = await shiftSoFar(t.page);
      expect(shift.value, `${path} ${shift.moved}`).toBeLessThanOrEqual(0.01);
      expect(unexpected(t.errors), path).toEqual([]);
      await t.context.close();
    }
  });

  // A test for each screen: on a slow machine the seven views of both took more than a minute.
  for (const [screen, viewport] of [
    ["a phone", PHONE],
    ["a desktop", DESKTOP],
  ] as const)
    it(`looks the same just before its widgets take over and just after, on ${screen}`, async () => {
      const course = (await stack.api<{ data: { slug: string }[] }>("GET", "/courses?page=1")).body.data[0].slug;
      // Where a carousel lies further down (by its own width, the window's, or one slide at a time), scrolled to.
      const views: [path: string, scrolledTo?: [host: string, selector: string]][] = [
        ["/"],
        ["/", ["lp-home-sections", ".home-instructors"]],
        ["/courses"],
        [`/courses/${course}`],
        // Below the course's long sections: cut by style as the live page cuts them, nothing above shrinks.
        [`/courses/${course}`, ["lp-course-detail", ".cd-reviews"]],
        ["/partner-program", ["lp-partner-page", "#testimonials"]],
        [`/certificate/${await certificateNumber()}`],
      ];
      for (const [path, scrolledTo] of views) {
        const t = await fresh();
        await t.page.setViewportSize(viewport);
        // The widgets' code is held until the page as the server drew it has been seen. A video
        // player's code, which comes after the take-over to replace its cover, stays away.
        const release = await holdCode(t.page, /hero-video|lite-youtube/);
        // The page parsed and the pictures in view in (the load event would wait for the code held).
        await t.page.goto(`${stack.siteUrl}${path}?lang=en`, { waitUntil: "commit" });
        await t.page.waitForFunction(() => document.readyState !== "loading");
        if (scrolledTo)
          await t.page.evaluate(
            ([host, selector]) => document.querySelector(host)!.shadowRoot!.querySelector(selector)!.scrollIntoView({ behavior: "instant" }),
            scrolledTo,
          );
        await t.page.waitForFunction(() =>
          [...document.querySelectorAll("[data-lp-ssr]")].every((el) =>
            [...el.shadowRoot!.querySelectorAll("img")].every((img) => {
              const { top, bottom, left, right } = img.getBoundingClientRect();
              return img.complete || top >= innerHeight || bottom <= 0 || left >= innerWidth || right <= 0;
            }),
          ),
        );
        expect(await t.page.locator("[data-lp-ssr]").count(), path).toBeGreaterThan(2);
        // Scrolled, the header takes its scrolled look (a shadow) once live, which no server can know: below it, then.
        const clip = scrolledTo
          ? await t.page.evaluate(() => {
              const below = Math.ceil(document.querySelector("lp-site-header")!.getBoundingClientRect().bottom) + 16;
              return { x: 0, y: below, width: innerWidth, height: innerHeight - below };
            })
          : undefined;
        const before = await still(t.page, clip);
        release();
        await t.page.waitForFunction(() => document.querySelectorAll("[data-lp-ssr]").length === 0);
        const after = await still(t.page, clip);
        const where = `${path}${scrolledTo ? ` at ${scrolledTo[1]}` : ""}, ${viewport.width} px`;
        expect(after.equals(before) ? "the same" : await differing(t.page, before, after), where).toBe("the same");
        expect(unexpected(t.errors), path).toEqual([]);
        await t.context.close();
      }
    });

  it("on a phone, shows the buy bar by style once the card is scrolled away, before the take-over as after", async () => {
    type Listed = { data: { slug: string; pricing_model?: string }[] };
    const course = (await stack.api<Listed>("GET", "/courses?page=1")).body.data.find((c) => c.pricing_model !== "bulk")!.slug;
    const t = await fresh();
    await t.page.setViewportSize(PHONE);
    const release = await holdCode(t.page);
    await t.page.goto(`${stack.siteUrl}/courses/${course}?lang=fr`, { waitUntil: "commit" });
    await t.page.waitForFunction(() => document.readyState !== "loading");
    const bar = () =>
      t.page.evaluate(() => {
        const root = document.querySelector("lp-course-detail")!.shadowRoot!;
        const { top, bottom } = root.querySelector(".cd-buy-bar")!.getBoundingClientRect();
        return `${getComputedStyle(root.querySelector(".cd-buy-bar")!).visibility}${top < innerHeight && bottom > 0 ? " in view" : ""}`;
      });
    const scrollTo = (selector: string) =>
      t.page.evaluate((s) => document.querySelector("lp-course-detail")!.shadowRoot!.querySelector(s)!.scrollIntoView({ behavior: "instant" }), selector);
    // Held at the foot of the screen, and not seen while the card is.
    expect(await bar()).toBe("hidden in view");
    await scrollTo(".cd-reviews");
    await expect.poll(bar).toBe("visible in view");
    expect(await t.page.locator("lp-course-detail[data-lp-ssr]").count()).toBe(1);
    release();
    await t.page.waitForFunction(() => document.querySelectorAll("[data-lp-ssr]").length === 0);
    expect(await bar()).toBe("visible in view");
    await scrollTo(".cd-enrol");
    await expect.poll(bar).toBe("hidden in view");
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("draws the header and footer with no script, and a signed-in reader's header turns to Dashboard without a shift", async () => {
    const off = await stack.newPage({ javaScript: false });
    await off.page.goto(`${stack.siteUrl}/about?lang=fr`);
    expect(await off.page.locator("lp-site-header nav a").first().textContent()).toBeTruthy();
    await off.page.locator("lp-site-footer").getByRole("link").first().waitFor();
    await off.context.close();

    const account = await stack.register();
    const t = await fresh(account.token);
    await t.page.goto(`${stack.siteUrl}/about?lang=en`);
    await t.page.waitForFunction(() => document.querySelectorAll("[data-lp-ssr]").length === 0);
    await t.page.locator("lp-site-header .actions").getByRole("link", { name: "Dashboard", exact: true }).waitFor();
    const shift = await shiftSoFar(t.page);
    expect(shift.value, shift.moved).toBeLessThanOrEqual(0.01);
    expect(unexpected(t.errors)).toEqual([]);
  });
});
