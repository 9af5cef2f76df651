import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "../support/png.ts";
import { at, browsing, heardEvents, listenForEvents, signInThroughForm, taken, toast, unexpected } from "./browsing.ts";
import { DEMO, type Stack, startStack } from "./stack.ts";

let stack: Stack;
const { fresh, visit } = browsing(() => stack);
let demoToken: string;

beforeAll(async () => {
  stack = await startStack();
  demoToken = (await stack.api<{ authorization: { token: string } }>("POST", "/login", DEMO)).body.authorization.token;
});

afterAll(async () => {
  await stack?.close();
});

/** The name of the student header's notifications link, which carries the unread count. */
const bell = (page: Page) =>
  page
    .locator("lp-account-shell")
    .getByRole("link", { name: /^Notifications/ })
    .first()
    .getAttribute("aria-label");
const figure = (page: Page, key: string) => page.locator(`lp-dashboard [data-figure="${key}"] dd`);

describe("the learner's dashboard", () => {
  it("shows the demo learner's own figures, each API call made once", async () => {
    const stats = (await stack.api("GET", "/learner-stats", undefined, demoToken)).body.data;
    const { page, errors, requests } = await visit("/account/dashboard", demoToken);
    await page.getByRole("heading", { name: /^Welcome back, / }).waitFor();
    await expect.poll(() => figure(page, "my-courses").textContent()).toBe(String(stats.enrolled_courses));
    expect(await figure(page, "my-exams").textContent()).toBe(String(stats.enrolled_exams));
    expect(await figure(page, "certificates-earned").textContent()).toBe(String(stats.certificates_earned));
    expect(await figure(page, "points").textContent()).toBe(stats.points.toLocaleString("en-US"));
    expect(await figure(page, "study-time").textContent()).toContain(String(Math.round(stats.time_this_week / 60)));
    // The chart's figures, one row per course, as assistive technology reads them.
    await expect.poll(() => page.locator("lp-dashboard .dash-chart-table tbody tr").count()).toBe(stats.course_learning_time.length);
    // The four carousels, each from the catalogue family, loaded into the dashboard.
    for (const title of ["Continue Learning", "Recommended for You", "Popular Courses", "Trending Now"])
      await page.locator("lp-dashboard lp-course-carousel").getByRole("heading", { name: title }).waitFor();
    await expect.poll(() => page.locator("lp-dashboard lp-course-carousel .course-card").count()).toBeGreaterThan(3);

    const api = requests.filter((r) => r.url.startsWith(stack.apiUrl) && r.method === "GET").map((r) => new URL(r.url).pathname.replace(/^\/api/, ""));
    const calls: Record<string, number> = {};
    for (const p of api) calls[p] = (calls[p] ?? 0) + 1;
    expect(Object.keys(calls)).toEqual(
      expect.arrayContaining([
        "/user",
        "/learner-stats",
        "/notifications",
        "/courses/my-learning",
        "/courses/recommended",
        "/courses/popular",
        "/courses/trending",
      ]),
    );
    expect(
      Object.entries(calls).filter(([, n]) => n !== 1),
      "GETs made more than once",
    ).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe("notifications", () => {
  it("marks one as read and then all, the header's count following without a reload", async () => {
    const account = await stack.register();
    // Three unread notifications for a new learner: enrol in three free courses.
    const free = (await stack.api<{ data: { id: number }[] }>("GET", "/courses?pricing=free")).body.data.slice(0, 3);
    for (const course of free) expect((await stack.api("POST", `/courses/${course.id}/enroll`, {}, account.token)).status).toBeLessThan(300);
    const unread = (await stack.api("GET", "/notifications", undefined, account.token)).body.unread_count as number;
    expect(unread).toBeGreaterThanOrEqual(3);

    const { page, errors } = await visit("/account/notifications", account.token);
    await expect.poll(() => bell(page)).toBe(`Notifications: ${unread} unread`);
    await page.locator("lp-notification-list").getByRole("button", { name: "Mark as read" }).first().click();
    await toast(page, "Notification marked as read").waitFor();
    await expect.poll(() => bell(page)).toBe(`Notifications: ${unread - 1} unread`);
    await page.locator("lp-notification-list").getByRole("button", { name: "Mark all as read" }).click();
    await toast(page, "All notifications marked as read").waitFor();
    await expect.poll(() => bell(page)).toBe("Notifications");
    expect((await stack.api("GET", "/notifications", undefined, account.token)).body.unread_count).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe("payments and certificates", () => {
  it("shows the payment history with the server's totals", async () => {
    const history = (await stack.api("GET", "/payments", undefined, demoToken)).body;
    const { page, errors } = await visit("/account/payments", demoToken);
    const list = page.locator("lp-payment-history");
    for (const payment of history.data) await list.getByText(payment.reference).waitFor();
    const xaf = (n: number) => new RegExp(n.toLocaleString("en-US").replace(/,/g, "[,\\s\\u202f\\u00a0]") + "\\s*XAF");
    for (const amount of [history.total_amount, history.amount_paid, history.amount_pending]) await list.getByText(xaf(amount)).first().waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it("copies a certificate's public link", async () => {
    const certificates = (await stack.api("GET", "/my-certificates", undefined, demoToken)).body.data;
    expect(certificates.length).toBeGreaterThan(0);
    const t = await fresh(demoToken);
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.siteUrl });
    await t.page.goto(stack.siteUrl + "/account/certificates");
    const list = t.page.locator("lp-certificate-list");
    await list.getByText(certificates[0].title).first().waitFor();
    const view = list.getByRole("link", { name: /View Certificate/ }).first();
    expect(await view.getAttribute("href")).toBe(`${stack.siteUrl}/certificate/${certificates[0].certificate_number}`);
    await list.getByRole("button", { name: "Share" }).first().click();
    await toast(t.page, "Certificate link copied to clipboard!").waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.siteUrl}/certificate/${certificates[0].certificate_number}`);
    expect(unexpected(t.errors)).toEqual([]);
  });
});

describe("settings", () => {
  it("updates the profile, the interests and the password, and the new password signs in", async () => {
    const account = await stack.register();
    const { page, errors } = await visit("/account/settings/profile", account.token);
    const form = page.locator("lp-settings");
    await form.getByLabel("First name").fill("Awa");
    await form.getByLabel("Last name").fill("Ngono");
    await form.getByLabel("Institution").fill("Université de Douala");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Profile updated successfully!").waitFor();
    const me = async () => (await stack.api("GET", "/user", undefined, account.token)).body.user;
    expect(await me()).toMatchObject({ first_name: "Awa", last_name: "Ngono", institution: "Université de Douala" });

    await page.goto(stack.siteUrl + "/account/settings/interests");
    const boxes = page.locator("lp-settings").getByRole("checkbox");
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.locator("lp-settings").getByRole("button", { name: "Save Interests" }).click();
    await toast(page, "Fields updated successfully!").waitFor();
    expect((await me()).fields).toHaveLength(2);

    await page.goto(stack.siteUrl + "/account/settings/privacy-and-security/change-password");
    const pw = page.locator("lp-settings");
    await pw.getByLabel("Current password", { exact: true }).fill(account.password);
    await pw.getByLabel("New password", { exact: true }).fill("brand-new-pass-2026");
    await pw.getByLabel("Confirm new password", { exact: true }).fill("brand-new-pass-2026");
    await pw.getByRole("button", { name: "Update Password" }).click();
    await toast(page, "Password updated successfully.").waitFor();
    expect((await stack.api("POST", "/login", { email: account.email, password: account.password })).status).toBeGreaterThanOrEqual(400);
    expect(unexpected(errors)).toEqual([]);

    // Signed in again elsewhere with the new password, through the sign-in page.
    const again = await visit("/signin");
    await signInThroughForm(again.page, account.email, "brand-new-pass-2026");
    await again.page.waitForURL((url) => url.pathname.startsWith("/account/"));
    expect(unexpected(again.errors)).toEqual([]);
  });
});

describe("onboarding", () => {
  it("takes a new learner through the six steps with a cropped picture, onto the dashboard in French", async () => {
    const account = await stack.register();
    const { page, errors } = await visit("/account/onboarding", account.token);
    const wizard = page.locator("lp-onboarding");
    const next = () => wizard.getByRole("button", { name: "Next", exact: true }).click();

    // Day, month and year, as a learner types a birth date.
    await wizard.getByLabel("Day").fill("14");
    await wizard.getByLabel("Month").selectOption({ label: "May" });
    await wizard.getByLabel("Year").fill("2001");
    await next();
    await wizard.getByRole("checkbox").first().check();
    await next();
    await wizard.getByRole("radio", { name: "Undergraduate/Bachelor's" }).check();
    await next();
    await wizard.getByRole("radio", { name: /Français/ }).check();
    // French from here on.
    await wizard.getByRole("button", { name: "Suivant", exact: true }).click();
    await wizard.getByRole("radio").first().check();
    await wizard.getByRole("button", { name: "Suivant", exact: true }).click();
    await wizard.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(240) });
    await wizard.locator("cropper-canvas").waitFor();
    await wizard.getByRole("button", { name: "Terminer", exact: true }).click();

    await at(page, "/account/dashboard");
    // A learner who has just joined is welcomed, in French, not welcomed back.
    await page.getByRole("heading", { name: /^Bienvenue, |^Bon retour|^Welcome/ }).waitFor();
    expect(await page.getByRole("heading", { name: /^Bienvenue, / }).count()).toBe(1);
    const me = (await stack.api("GET", "/user", undefined, account.token)).body.user;
    expect(me).toMatchObject({ date_of_birth: expect.stringContaining("2001-05-14"), language: "fr", level_of_education: "Undergraduate/Bachelor's" });
    expect(me.profile).toBeTruthy();
    expect(unexpected(errors)).toEqual([]);
  });
});

describe("an ended session", () => {
  it("logs out from the user menu: the platform ends the session, the page hears it, and sign-in follows", async () => {
    const account = await stack.register();
    const me = (await stack.api<{ user: { id: number } }>("GET", "/user", undefined, account.token)).body.user;
    // Signed in once, as after the sign-in form: the session is not planted again on the next page.
    const t = await fresh();
    await t.context.addInitScript(`if (!sessionStorage.getItem("planted")) {
      sessionStorage.setItem("planted", "yes");
      sessionStorage.setItem("authToken", ${JSON.stringify(account.token)});
    }`);
    await listenForEvents(t, ["lp-signout"]);
    await t.page.goto(`${stack.siteUrl}/account/payments`);
    const { page, errors } = t;
    await page.locator("lp-payment-history").getByText("No payment history found.").waitFor();
    const shell = page.locator("lp-account-shell");
    await shell.getByRole("button", { name: /Account menu/ }).click();
    await shell.locator(".user-menu").getByRole("button", { name: "Logout" }).click();
    await at(page, "/signin");
    expect(await heardEvents(page)).toEqual([{ type: "lp-signout", detail: { userId: me.id } }]);
    await expect.poll(async () => (await stack.api("GET", "/user", undefined, account.token)).status).toBe(401);
    expect(await page.evaluate(() => sessionStorage.getItem("authToken"))).toBeNull();
    await page.locator("lp-signin").getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it("sends the learner to sign-in with the page to come back to, when the API answers 401", async () => {
    const account = await stack.register();
    const { page, errors, requests } = await visit("/account/payments", account.token);
    await page.locator("lp-payment-history").getByText("No payment history found.").waitFor();
    // The session ends elsewhere (signed out in another tab): the next call answers 401.
    expect((await stack.api("POST", "/logout", undefined, account.token)).status).toBeLessThan(300);
    await page.locator("lp-account-shell").getByRole("link", { name: "My Certificates" }).first().click();
    await at(page, "/signin");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/account/certificates");
    // Asked for once: a second navigation there would abort the first and start it over.
    expect(requests.filter((r) => new URL(r.url).pathname === "/signin")).toHaveLength(1);
    expect(unexpected(errors, 401)).toEqual([]);
  });
});

describe("a learner's return", () => {
  const keptPages = (page: Page) =>
    page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem("lpLearner:lastScreens") ?? "null") as { screens: object } | null)?.screens ?? {}));

  it("shows their page as they left it before its code has come, then as it is now; nothing of it stays once they sign out", async () => {
    const account = await stack.register();
    // Signed in once with "Keep me signed in on this device" (a return in a new page has a session
    // only then); not planted again after the logout.
    const t = await fresh();
    await t.context.addInitScript(`if (!localStorage.getItem("planted")) {
      localStorage.setItem("planted", "yes");
      localStorage.setItem("lpKeptToken", ${JSON.stringify(account.token)});
    }`);
    await t.page.goto(`${stack.siteUrl}/account/dashboard`);
    const welcome = (page: Page) => page.locator("lp-dashboard").getByRole("heading", { level: 1 });
    await welcome(t.page).getByText(/Esi/).waitFor();
    // Kept on the device once drawn.
    await expect.poll(() => keptPages(t.page), { timeout: 15_000 }).toEqual(["/account/dashboard"]);
    await t.page.close();
    // Meanwhile, on another device: a new first name.
    const renamed = await stack.api("POST", "/settings/update-profile", { first_name: "Ama", last_name: "Tester" }, account.token);
    expect(renamed.status).toBeLessThan(300);

    // The return, with the widgets' runtime held back (a slow phone still starting it): the page as it was left, from the device.
    const back = await t.context.newPage();
    const errors: string[] = [];
    back.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    back.on("pageerror", (error) => errors.push(error.message));
    let release = () => {};
    const code = new Promise<void>((resolve) => (release = resolve));
    await back.route(/\/widgets\/chunks\/runtime-/, async (route) => {
      await code;
      await route.continue();
    });
    await back.goto(`${stack.siteUrl}/account/dashboard`, { waitUntil: "commit" });
    await welcome(back).getByText(/Esi/).waitFor();
    expect(await back.locator("lp-dashboard[data-lp-copy], lp-account-shell[data-lp-copy]").count()).toBe(2);
    // A keyboard reader on one of the copy's links stays on it as the widget takes the copy's place.
    await back.locator("lp-account-shell").getByRole("link", { name: "Browse Courses" }).first().focus();
    // The code comes: the page as it is now, the copy gone.
    release();
    await welcome(back).getByText(/Ama/).waitFor();
    await taken(back);
    expect(await welcome(back).count()).toBe(1);
    const focused = () =>
      back.evaluate(() => {
        const host = document.activeElement;
        const inside = host?.shadowRoot?.activeElement;
        return inside ? `${host?.localName}${host?.hasAttribute("data-lp-copy") ? " (copy)" : ""} ${inside.localName} ${inside.textContent?.trim()}` : null;
      });
    expect(await focused()).toBe("lp-account-shell a Browse Courses");

    // Signed out: the copies go with the rest of the learner's data, and no page keeps one again.
    const shell = back.locator("lp-account-shell");
    await shell.getByRole("button", { name: /Account menu/ }).click();
    await shell.locator(".user-menu").getByRole("button", { name: "Logout" }).click();
    await at(back, "/signin");
    expect(await keptPages(back)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });
});
