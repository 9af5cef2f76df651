import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, toast, unexpected } from "./browsing.ts";
import { DEMO, type Stack, startStack } from "./stack.ts";

/**
 * What a partner's site gets with the README's one script tag, on an origin the API was never told
 * about (the defaults `npm start` runs with): the public widgets work as for any visitor, account
 * actions go to the platform, a learner's token is refused there, and a wrong API address is said.
 */
let stack: Stack;
const { fresh, reused, release } = browsing(() => stack);

interface CourseRow {
  id: number;
  slug: string;
  title: string;
}

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const cards = (page: Page) => page.locator("lp-course-catalogue .course-card");

describe("a partner's site on another origin, with only the README's snippet", () => {
  it("shows the platform's courses, each card linking to the platform's course page", async () => {
    const t = await fresh();
    await t.page.goto(stack.partnerUrl + "/");
    const first = await stack.api<{ data: CourseRow[] }>("GET", "/courses");
    // The loader is a module script from the platform's origin: the platform must allow that by CORS.
    expect(t.errors.filter((e) => /CORS policy/.test(e))).toEqual([]);
    // The first page of a run fetches the bundle cold: the cards come when it has, then all at once.
    await cards(t.page).first().waitFor();
    await expect.poll(() => cards(t.page).count(), { timeout: 5000 }).toBe(first.body.data.length);
    const card = cards(t.page).first();
    expect(await card.locator(".course-card-title").textContent()).toBe(first.body.data[0].title);
    expect(await card.locator("a").getAttribute("href")).toBe(`${stack.siteUrl}/courses/${first.body.data[0].slug}`);
    await card.locator("a").click();
    await t.page.waitForURL(`${stack.siteUrl}/courses/${first.body.data[0].slug}`);
    await t.page.getByRole("heading", { name: first.body.data[0].title }).first().waitFor();
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("shows a course and sends Enroll Now to the platform's sign-in", async () => {
    const course = (await stack.api<{ data: CourseRow[] }>("GET", "/courses?pricing=free")).body.data[0];
    const t = await fresh();
    await t.page.goto(`${stack.partnerUrl}/course?slug=${encodeURIComponent(course.slug)}`);
    await t.page.getByRole("heading", { name: course.title }).first().waitFor();
    await t.page.getByRole("button", { name: "Enroll Now", exact: true }).click();
    // The platform's own sign-in: a partner's page is no place to type a password for the platform.
    await t.page.waitForURL(`${stack.siteUrl}/signin`);
    await t.page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("cannot make a call that carries a learner's token: the API refuses the partner's origin", async () => {
    const { token } = await stack.register();
    const t = await fresh();
    await t.page.goto(stack.partnerUrl + "/");
    await expect.poll(() => cards(t.page).count()).toBeGreaterThan(0);
    const outcome = (path: string) =>
      t.page.evaluate(
        ([url, bearer]) =>
          fetch(url, { headers: { Authorization: `Bearer ${bearer}`, Accept: "application/json" } }).then(
            (r) => `answered ${r.status}`,
            () => "refused",
          ),
        [`${stack.apiUrl}/api${path}`, token] as const,
      );
    expect(await outcome("/user")).toBe("refused");
    expect(await outcome("/courses")).toBe("refused");
    // The same read without the token is anyone's.
    expect(await t.page.evaluate((url) => fetch(url).then((r) => r.status), `${stack.apiUrl}/api/courses`)).toBe(200);
  });

  it("takes the partner's colours: --lp-* properties, ::part(), and the CSS it asks to inject", async () => {
    const t = await fresh();
    await t.page.goto(`${stack.partnerUrl}/styled`);
    await expect.poll(() => cards(t.page).count()).toBeGreaterThan(0);
    // The injected CSS comes with its own small module, after the widget's first paint.
    await t.page.waitForFunction(() =>
      [...document.querySelector("lp-course-catalogue")!.shadowRoot!.querySelectorAll("style")].some((s) => s.textContent?.includes("rgb(107, 43, 43)")),
    );
    const looks = await t.page.evaluate(() => {
      const root = document.querySelector("lp-course-catalogue")!.shadowRoot!;
      const title = root.querySelector(".course-card-title")!;
      const card = root.querySelector<HTMLElement>("[part~='card']")!;
      const checkbox = root.querySelector<HTMLInputElement>(".lp-checkbox input")!;
      return {
        injected: [...root.querySelectorAll("style")].some((s) => s.textContent?.includes("rgb(107, 43, 43)")),
        title: getComputedStyle(title).color,
        spacing: getComputedStyle(title).letterSpacing,
        outline: getComputedStyle(card).outlineColor,
        brand: getComputedStyle(root.host).getPropertyValue("--lp-color-brand").trim(),
        // The token reaches what the widget draws with it, not only the host.
        accent: getComputedStyle(checkbox).accentColor,
      };
    });
    expect(looks).toMatchObject({
      injected: true,
      title: "rgb(107, 43, 43)",
      spacing: "1px",
      outline: "rgb(0, 128, 0)",
      brand: "rgb(107, 43, 43)",
      accent: "rgb(107, 43, 43)",
    });
    expect(unexpected(t.errors)).toEqual([]);
  });

  it("follows the reader's dark system colours, unless the page or the tag sets a theme", async () => {
    const t = await fresh();
    await t.page.emulateMedia({ colorScheme: "dark" });
    await t.page.goto(stack.partnerUrl + "/");
    await expect.poll(() => cards(t.page).count()).toBeGreaterThan(0);
    const colours = () =>
      t.page.evaluate(() => {
        const root = document.querySelector("lp-course-catalogue")!.shadowRoot!;
        const base = root.querySelector(".lp-root")!;
        return { ground: getComputedStyle(base).backgroundColor, text: getComputedStyle(base).color };
      });
    // Dark: the widget paints its own dark ground, light text on it, whatever the page around it.
    expect(await colours()).toEqual({ ground: "rgb(20, 28, 37)", text: "rgb(233, 238, 243)" });
    await t.page.evaluate(() => document.querySelector("lp-course-catalogue")!.setAttribute("theme", "light"));
    expect(await colours()).toEqual({ ground: "rgba(0, 0, 0, 0)", text: "rgb(27, 36, 48)" });
    await t.page.emulateMedia({ colorScheme: "light" });
    await t.page.evaluate(() => document.querySelector("lp-course-catalogue")!.setAttribute("theme", "dark"));
    expect(await colours()).toEqual({ ground: "rgb(20, 28, 37)", text: "rgb(233, 238, 243)" });
  });

  it("says in words that the platform cannot be reached, and tells the developer what to check", async () => {
    const t = await fresh();
    const warnings: string[] = [];
    t.page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // Nothing listens on port 9 here: a mistyped address, or an API that is down.
    await t.page.goto(`${stack.partnerUrl}/unreachable?api=${encodeURIComponent("http://127.0.0.1:9/api")}`);
    const catalogue = t.page.locator("lp-course-catalogue [role='alert']");
    await catalogue.waitFor({ timeout: 15_000 });
    expect((await catalogue.textContent())?.trim()).toBeTruthy();
    await t.page
      .locator("lp-featured-organizations [role='alert']")
      .getByText("The platform could not be reached. Check your connection and try again.")
      .waitFor({ timeout: 15_000 });
    expect(warnings.filter((w) => w.startsWith("lp-widgets: the API at http://127.0.0.1:9/api could not be reached from"))).toHaveLength(1);
  });
});

/** The tags the build documents, in the manifest the gallery reads. */
const manifestTags = (): string[] =>
  JSON.parse(fs.readFileSync(new URL("../../dist/widgets/custom-elements.json", import.meta.url), "utf8")).modules.flatMap(
    (m: { declarations: { tagName: string }[] }) => m.declarations.map((d) => d.tagName),
  );

const gallery = (page: Page) => page.locator("lp-widget-gallery");
const tagCard = (page: Page, tag: string) => gallery(page).locator(`[id="${tag}"]`);
const preview = (page: Page, tag: string) => tagCard(page, tag).frameLocator("iframe");

describe("the widget gallery (/widgets)", () => {
  // One page of the gallery, signed in as the demo learner, a test for each tag on it: a slow machine takes minutes over them all.
  describe("renders every tag of the manifest live, each in its own frame, with the code that places it", () => {
    const tags = manifestTags();
    const KEY = "the gallery, signed in";
    let page: Page;
    beforeAll(async () => {
      const token = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
      page = (await reused(KEY, token)).page;
      await page.goto(`${stack.siteUrl}/widgets`);
      await gallery(page)
        .locator(".gallery-tag")
        .nth(tags.length - 1)
        .waitFor({ state: "attached", timeout: 15_000 });
      expect(await gallery(page).locator(".gallery-tag").count()).toBe(tags.length);
    });

    // Its forty live frames closed with its tests, not at the end of the file.
    afterAll(() => release(KEY));

    for (const tag of tags)
      it(tag, async () => {
        await tagCard(page, tag).scrollIntoViewIfNeeded();
        expect(await tagCard(page, tag).locator("textarea").inputValue()).toContain(`<${tag}`);
        if (tag === "lp-widget-gallery") {
          await tagCard(page, tag).getByText("You are reading it: this page is this widget.").waitFor();
          return;
        }
        const element = preview(page, tag).locator(tag);
        if (tag === "lp-onboarding") {
          // The demo learner has completed onboarding: the widget sends them on, as it does on the platform.
          await preview(page, tag).locator("lp-dashboard").waitFor({ state: "attached", timeout: 15_000 });
          return;
        }
        await element.waitFor({ state: "attached", timeout: 15_000 });
        // Defined, and drawn in its shadow root.
        await expect
          .poll(() => element.evaluate((el) => !!customElements.get(el.localName) && !!el.shadowRoot?.querySelector(".lp-root")), { timeout: 15_000 })
          .toBe(true);
        expect(await element.evaluate((el) => el.shadowRoot?.textContent?.trim())).toBeTruthy();
        // The assessment is one of the signed-in learner's courses'.
        if (tag === "lp-assessment-runner") await element.getByRole("button", { name: "Take Assessment" }).waitFor();
        // The signed-in learner's certificate is the certificate widgets' sample.
        if (tag === "lp-certificate-badge")
          await element
            .getByText(/verified|vérifié/i)
            .first()
            .waitFor();
      });
  });

  it("shows what the reader tries, reports the events the widget sends, and copies the code", async () => {
    const t = await fresh();
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await t.page.goto(`${stack.siteUrl}/widgets#lp-site-header`);
    const header = tagCard(t.page, "lp-site-header");
    await header.getByText("None yet: use the widget to see them arrive.").waitFor({ timeout: 15_000 });
    // The preview is narrower than the header's wide layout: its language switch is in the menu.
    const inFrame = preview(t.page, "lp-site-header").locator("lp-site-header");
    await inFrame.locator(".toggle").click();
    await inFrame.locator("#mobile-menu").getByRole("button", { name: "FR", exact: true }).click();
    await header.getByRole("log").getByText('{"locale":"fr"}').waitFor();
    expect(await header.getByRole("log").locator("li").first().textContent()).toContain("lp-locale-change");

    const legal = tagCard(t.page, "lp-legal-page");
    await legal.scrollIntoViewIfNeeded();
    await preview(t.page, "lp-legal-page").locator("lp-legal-page #section-10").waitFor({ timeout: 15_000 });
    await legal.getByLabel("document").selectOption("terms");
    await legal.getByRole("button", { name: "Show" }).click();
    await preview(t.page, "lp-legal-page").locator("lp-legal-page #section-13").waitFor({ timeout: 15_000 });
    const code = await legal.locator("textarea").inputValue();
    expect(code).toContain('<lp-legal-page document="terms"></lp-legal-page>');
    expect(code).toContain(`src="${stack.siteUrl}/widgets/lp-widgets.js"`);
    await legal.getByRole("button", { name: "Copy code" }).click();
    await toast(t.page, "Embed code copied to clipboard!").waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The learner's widgets passed on the way ask for a visitor's data and are refused (401).
    expect(unexpected(t.errors, 401)).toEqual([]);
  });

  it("sends a visitor who opens a learner's widget to sign in, and back to the gallery after", async () => {
    const t = await fresh();
    await t.page.goto(`${stack.siteUrl}/widgets#lp-account-shell`);
    await expect
      .poll(
        () =>
          t.page
            .frames()
            .map((f) => f.url())
            .find((url) => url.includes("/signin")),
        { timeout: 15_000 },
      )
      .toBe(`${stack.siteUrl}/signin?redirect=%2Fwidgets%23lp-account-shell`);
    await preview(t.page, "lp-account-shell").locator("lp-signin .auth-card").waitFor();
  });

  it("reads the French manifest for a French reader: descriptions, names and the code in French", async () => {
    const t = await fresh();
    await t.context.addInitScript(() => localStorage.setItem("lpLocale", "fr"));
    await t.page.goto(`${stack.siteUrl}/widgets`);
    await gallery(t.page).getByRole("heading", { level: 1, name: "Des widgets pour votre site" }).waitFor();
    const signin = tagCard(t.page, "lp-signin");
    expect(await signin.locator(".gallery-description").textContent()).toBe(
      JSON.parse(fs.readFileSync(new URL("../../dist/widgets/custom-elements.fr.json", import.meta.url), "utf8"))
        .modules.flatMap((m: { declarations: { tagName: string; description: string }[] }) => m.declarations)
        .find((d: { tagName: string }) => d.tagName === "lp-signin").description,
    );
    expect(await signin.locator("textarea").inputValue()).toContain('data-locale="fr"');
    await signin.scrollIntoViewIfNeeded();
    await preview(t.page, "lp-signin").getByRole("heading", { name: "Connexion" }).waitFor({ timeout: 15_000 });
  });
});
