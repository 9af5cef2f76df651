import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach } from "vitest";
import { DESKTOP, type Stack, type TestPage } from "./stack.ts";

/**
 * Pages for one test file's journeys: each in its own browser context (no storage shared between
 * tests), closed after each test. With a token the learner is signed in on the site's origin
 * before any page loads.
 */
export function browsing(stack: () => Stack) {
  const open: TestPage[] = [];
  const kept = new Map<string, Promise<TestPage>>();
  afterEach(async () => {
    for (const t of open.splice(0)) await t.context.close();
  });
  afterAll(async () => {
    for (const t of kept.values()) await (await t).context.close();
    kept.clear();
  });

  const signIn = (t: TestPage, token: string) =>
    t.context.addInitScript(
      ([origin, value]) => {
        if (location.origin === origin) sessionStorage.setItem("authToken", value);
      },
      [stack().siteUrl, token] as const,
    );

  async function fresh(token?: string, locale?: string, worker = false): Promise<TestPage> {
    const t = await stack().newPage({ locale, worker });
    open.push(t);
    if (token) await signIn(t, token);
    return t;
  }

  /**
   * One page per kind of visit (`key`: a visitor or a learner, a language, a theme), kept for the
   * whole file and handed back at the desktop size: for suites that look at many routes the same
   * way (axe, contrast), where what one route leaves in the browser changes nothing the next is
   * checked for. With the browser's cache warm, each route costs the machine about a third of a
   * first visit's work. `setup` readies the context once (the language, the theme).
   */
  async function reused(key: string, token: string | undefined, setup?: (t: TestPage) => Promise<void>): Promise<TestPage> {
    let page = kept.get(key);
    if (!page) {
      page = (async () => {
        const t = await stack().newPage();
        if (token) await signIn(t, token);
        await setup?.(t);
        return t;
      })();
      kept.set(key, page);
    }
    const t = await page;
    await t.page.setViewportSize(DESKTOP);
    return t;
  }

  /** Closes the page kept under `key` before the file ends: a heavy page (the gallery's) closed once its tests are done. */
  async function release(key: string): Promise<void> {
    const page = kept.get(key);
    kept.delete(key);
    if (page) await (await page).context.close();
  }

  async function visit(pathAndQuery: string, token?: string): Promise<TestPage> {
    const t = await fresh(token);
    await t.page.goto(stack().siteUrl + pathAndQuery);
    return t;
  }

  return { fresh, visit, reused, release };
}

/** The lp-* events the embedding page hears, as a listener on document would: kept across the page's reloads and navigations. */
export interface Heard {
  type: string;
  detail: unknown;
}

/** Listens, on every page of this test's browser context, for the widgets' events reaching document. */
export async function listenForEvents(t: TestPage, types: string[]): Promise<void> {
  await t.context.addInitScript((names) => {
    const KEY = "lpHeardEvents";
    for (const type of names)
      document.addEventListener(type, (event) => {
        const heard = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
        heard.push({ type, detail: (event as CustomEvent).detail });
        sessionStorage.setItem(KEY, JSON.stringify(heard));
      });
  }, types);
}

/** What `listenForEvents` recorded on this page's origin so far. */
export const heardEvents = (page: Page): Promise<Heard[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem("lpHeardEvents") ?? "[]"));

export const at = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);
/**
 * The page's widgets have taken the place of the copy of the learner's last screen it opened with
 * (a return, a reload): until then a locator finds the copy's elements beside the widget's own.
 */
export const taken = (page: Page) => page.waitForFunction(() => document.querySelectorAll("[data-lp-copy]").length === 0);
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * A device whose reader chose `language` on the platform before: the choice the widgets keep, and
 * its cookie, which any earlier visit leaves and the server draws the pages by.
 */
export async function choseLanguage(t: TestPage, language: "en" | "fr", siteUrl: string): Promise<void> {
  await t.context.addInitScript((l) => localStorage.setItem("lpLocale", l), language);
  await t.context.addCookies([{ name: "lpLocale", value: language, url: siteUrl }]);
}

export const toast = (page: Page, text: string): Locator => page.locator("[data-lp-toasts]").getByText(text, { exact: false });

/**
 * Console or page errors other than the browser's note about an expected failed API answer, or
 * about a third-party resource (course videos' thumbnails) the test machine cannot reach.
 */
export const unexpected = (errors: string[], ...expectedStatuses: number[]) =>
  errors.filter(
    (e) =>
      !expectedStatuses.some((s) => e.includes(`the server responded with a status of ${s}`)) &&
      !/^console: Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(https:\/\//.test(e),
  );

/**
 * Waits until the page is still, as a reader would see it: nothing busy (in any shadow root) and
 * no transition or finite animation running (an infinite one, a shimmer, never ends), then a
 * frame more; three seconds at most (a widget may wait on purpose, for the reader to scroll to
 * it). What axe and the contrast reading look at is then what stays on screen, without a fixed
 * wait that costs every visit the slowest page's time.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const roots: (Document | ShadowRoot)[] = [document];
        for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll("*")) if (el.shadowRoot) roots.push(el.shadowRoot);
        if (roots.some((root) => root.querySelector("[aria-busy='true']"))) return false;
        // A document's animations leave out those inside shadow roots: each root is asked.
        return !roots.some((root) => root.getAnimations().some((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity));
      },
      undefined,
      { polling: 50, timeout: 3000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
