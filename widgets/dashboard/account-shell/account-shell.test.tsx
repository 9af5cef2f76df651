import { act } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { noteUnreadCount, resetNotifications } from "#shared/api/notifications.ts";
import { saveToken } from "#shared/api/token.ts";
import { startSession } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { formatNumber } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { PENDING_PAYMENT_KEY } from "#shared/payments/pending-payment.ts";
import { button, click, settle, shadow, toastText, until } from "#tests/support/dom.ts";
import { fakeRealtime } from "#tests/support/fake-echo.ts";
import { aUser, type Handler, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as accountShellTag } from "./account-shell.api.ts";
import * as accountShellRoot from "./account-shell.tsx";

vi.mock("#shared/realtime/echo.ts", () => import("#tests/support/fake-echo.ts"));

const page = freshPageEachTest("/account/dashboard");

beforeAll(() => {
  defineWidget(accountShellTag, accountShellRoot);
});

beforeEach(() => {
  resetNotifications();
  localStorage.clear();
  fakeRealtime.reset();
});

const notificationsPage = (unread: number) => ({ data: [], unread_count: unread, meta: { current_page: 1, last_page: 1, total: 0 } });

/** The platform API for a signed-in learner: /user, the first page of notifications, logout. */
function api(options: { unread?: number; user?: Record<string, unknown>; userAnswer?: Handler; notifications?: Handler; payment?: Handler } = {}) {
  return mockFetch((call) => {
    const path = call.url.pathname;
    if (path.includes("/payments/") && options.payment) return options.payment(call);
    if (path.endsWith("/user")) return options.userAnswer ? options.userAnswer(call) : json({ user: aUser({ points: 1250, ...options.user }) });
    if (path.endsWith("/notifications")) return options.notifications ? options.notifications(call) : json(notificationsPage(options.unread ?? 3));
    if (path.endsWith("/logout")) return json({ message: "Logged out" });
    return json({ message: "Not found." }, 404);
  });
}

/** The shell around some page content, as the account pages place it. */
async function openShell(): Promise<HTMLElement> {
  let el!: HTMLElement;
  await act(async () => {
    el = document.createElement("lp-account-shell");
    el.innerHTML = `<p id="page-content">Page content</p>`;
    document.body.append(el);
  });
  await settle();
  return el;
}

/** A learner with a session token, the session started, and the shell on the page. */
async function signedInShell(options: Parameters<typeof api>[0] = {}) {
  saveToken("tok-123");
  const net = api(options);
  await startSession();
  const el = await openShell();
  const root = shadow(el);
  await until(() => root.querySelector(".shell") !== null);
  await settle();
  return { el, root, net };
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const sideLinks = (root: ShadowRoot) => [...root.querySelectorAll<HTMLAnchorElement>(".side-items a")];
const userButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>(".user-button")!;
const userMenu = (root: ShadowRoot) => root.querySelector<HTMLUListElement>(".user-menu")!;
const sideToggle = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>(".side-toggle")!;
const side = (root: ShadowRoot) => root.querySelector<HTMLElement>("nav.side")!;
const sideIsOpen = (root: ShadowRoot) => side(root).hasAttribute("data-open") && sideToggle(root).getAttribute("aria-expanded") === "true";

async function press(key: string, target: EventTarget = document.body) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, composed: true }));
  });
  await settle(1);
}

async function routeTo(path: string) {
  await act(async () => {
    history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await settle(1);
}

// First in the file: a later test resets the module graph, and the watcher is fetched on demand.
describe("<lp-account-shell> a payment in progress", () => {
  const pending = (courseSlug: string | null) =>
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId: "LP-TX-1", courseSlug, startedAt: Date.now(), userId: 7 }));

  it("follows a payment an earlier page left pending, with the processing dialog, to its outcome and a reload", async () => {
    pending("intro-python");
    fakeRealtime.autoSubscribe = true;
    const reload = vi.spyOn(navigation, "reload").mockImplementation(() => undefined);
    const { root } = await signedInShell({ user: { id: 7 }, payment: () => json({ data: { status: "pending" } }) });
    await until(() => expect(text(root.querySelector("dialog[open]"))).toContain("Processing Payment"));
    await act(async () => fakeRealtime.emit("payment.user.7", "PaymentProcessedEvent", { status: "successful" }));
    await until(() => expect(toastText()).toContain("Payment processed successfully!"));
    await until(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it("says a failed payment in the dialog, with nothing charged, until the learner closes it", async () => {
    pending(null);
    fakeRealtime.autoSubscribe = true;
    const { root } = await signedInShell({ user: { id: 7 }, payment: () => json({ data: { status: "pending" } }) });
    await until(() => expect(root.querySelector("dialog[open]")).not.toBeNull());
    await act(async () => fakeRealtime.emit("payment.user.7", "PaymentProcessedEvent", { status: "failed" }));
    await until(() => expect(root.querySelector("dialog[open] [role=alert]")?.textContent).toBe("Payment processing failed. Please try again."));
    const failed = root.querySelector<HTMLDialogElement>("dialog[open]")!;
    expect(failed.textContent).toContain("Nothing was charged to your account.");
    // No confirmation to reopen here: OK only.
    expect(failed.textContent).not.toContain("Try again");
    await click(button(failed, "OK"));
    await until(() => expect(root.querySelector("dialog[open]")).toBeNull());
  });

  it("shows a payment the learner left to wait in the background as a small status on every page", async () => {
    pending(null);
    const kept = JSON.parse(localStorage.getItem("lpPendingPayment")!);
    localStorage.setItem("lpPendingPayment", JSON.stringify({ ...kept, background: true }));
    const { root } = await signedInShell({ user: { id: 7 }, payment: () => json({ data: { status: "pending" } }) });
    await until(() => expect(root.querySelector(".payment-chip")).not.toBeNull());
    expect(root.querySelector("dialog[open]")).toBeNull();
  });

  it("shows no dialog and fetches no watcher when nothing is pending", async () => {
    const { root, net } = await signedInShell();
    expect(root.querySelector("dialog[open]")).toBeNull();
    expect(net.calls.filter((c) => c.url.pathname.includes("/payments/"))).toHaveLength(0);
    expect(fakeRealtime.all).toHaveLength(0);
  });
});

describe("<lp-account-shell> sign-in guard", () => {
  it("sends a visitor with no user and no token to /signin, coming back to the page afterwards", async () => {
    history.replaceState(null, "", "/account/payments?page=2#latest");
    const net = api();
    await startSession();
    const el = await openShell();
    await until(() => expect(page.go).toHaveBeenCalled());
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/signin?redirect=%2Faccount%2Fpayments%3Fpage%3D2%23latest");
    expect(net.calls).toHaveLength(0);
    // Nothing of the account shows meanwhile, not even the page's own content.
    expect(shadow(el).querySelector(".bar, nav, slot")).toBeNull();
  });

  it("keeps a learner whose token is in session storage, and loads the user with it", async () => {
    const { root, net } = await signedInShell();
    expect(page.go).not.toHaveBeenCalled();
    expect(net.to("/user")[0].headers.get("authorization")).toBe("Bearer tok-123");
    expect(root.querySelector("slot")).not.toBeNull();
  });

  it("finds a token that session storage already held when the page loaded", async () => {
    sessionStorage.setItem("authToken", "kept-from-before");
    vi.resetModules();
    const fresh = await import("#shared/api/token.ts");
    expect(fresh.token.value).toBe("kept-from-before");
  });

  it("accepts a token from the token query parameter, and takes it out of the address", async () => {
    history.replaceState(null, "", "/account/dashboard?token=from-link");
    const net = api();
    await startSession();
    const el = await openShell();
    await until(() => shadow(el).querySelector(".bar") !== null);
    expect(page.go).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("authToken")).toBe("from-link");
    expect(location.search).toBe("");
    expect(net.to("/user")[0].headers.get("authorization")).toBe("Bearer from-link");
  });

  it("shows a placeholder, not the page, while the learner is still being loaded", async () => {
    saveToken("tok-slow");
    mockFetch(() => new Promise(() => undefined));
    void startSession();
    const el = await openShell();
    expect(shadow(el).querySelector("[role=status]")).not.toBeNull();
    expect(shadow(el).querySelector("slot")).toBeNull();
    expect(page.go).not.toHaveBeenCalled();
  });

  it("sends a learner whose token the API refuses to /signin once, coming back to the page afterwards", async () => {
    history.replaceState(null, "", "/account/certificates");
    saveToken("ended-elsewhere");
    api({ userAnswer: () => json({ message: "Unauthenticated." }, 401) });
    await startSession().catch(() => undefined);
    await openShell();
    await until(() => expect(page.go).toHaveBeenCalled());
    // The shell's guard for visitors leaves it to the session's own way there: a second navigation would abort the first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.go.mock.calls).toEqual([["/signin?redirect=%2Faccount%2Fcertificates"]]);
  });

  it("says why at sign-in when the learner cannot be loaded", async () => {
    saveToken("tok-123");
    api({ userAnswer: () => json({ message: "Service unavailable" }, 503) });
    await startSession();
    await openShell();
    await until(() => expect(page.go).toHaveBeenCalled());
    expect(sessionStorage.getItem("lpFlash")).toContain("Service unavailable");
  });

  it("with no network and no session, says to sign in once back online, and sends the visitor there then", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      api();
      await startSession();
      const el = await openShell();
      await until(() => text(shadow(el).querySelector(".shell-offline")).includes("Sign in once you are back online"));
      expect(page.go).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      await act(async () => void window.dispatchEvent(new Event("online")));
      await until(() => expect(page.go).toHaveBeenCalledExactlyOnceWith("/signin?redirect=%2Faccount%2Fdashboard"));
    } finally {
      onLine.mockRestore();
    }
  });

  it("with no network, keeps a learner's session and says the page needs one, then opens once the network is back", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      saveToken("tok-123");
      api({ userAnswer: networkError });
      await startSession();
      const el = await openShell();
      await until(() => text(shadow(el).querySelector(".shell-offline")).startsWith("You are offline"));
      expect(page.go).not.toHaveBeenCalled();
      expect(sessionStorage.getItem("authToken")).toBe("tok-123");
      api();
      onLine.mockReturnValue(true);
      await act(async () => void window.dispatchEvent(new Event("online")));
      await until(() => shadow(el).querySelector("slot") !== null);
      expect(page.go).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it("sends the visitor to sign-in when the stored token is refused, and forgets it", async () => {
    saveToken("revoked");
    api({ userAnswer: () => json({ message: "Forbidden." }, 403) });
    await startSession();
    await openShell();
    await until(() => expect(page.go).toHaveBeenCalled());
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/signin?redirect=%2Faccount%2Fdashboard");
    expect(sessionStorage.getItem("authToken")).toBeNull();
  });
});

describe("<lp-account-shell> student header", () => {
  it("shows notifications with the unread count, settings, the points and the user menu button", async () => {
    const { root, net } = await signedInShell({ unread: 3, user: { points: 1250, first_name: "Awa" } });
    await until(() => expect(text(root.querySelector(".notifications-link .count"))).toBe("3"));
    const bell = root.querySelector<HTMLAnchorElement>(".notifications-link")!;
    expect(bell.getAttribute("href")).toBe("/account/notifications");
    expect(bell.getAttribute("aria-label")).toBe("Notifications: 3 unread");
    expect(net.to("/notifications")).toHaveLength(1);
    expect(net.to("/notifications")[0].url.searchParams.get("page")).toBe("1");

    const settings = root.querySelector<HTMLAnchorElement>(".settings-link")!;
    expect(settings.getAttribute("href")).toBe("/account/settings");
    expect(settings.getAttribute("aria-label")).toBe("Settings");

    expect(text(root.querySelector(".points .points-value"))).toBe("1,250");
    expect(text(root.querySelector(".points .lp-visually-hidden"))).toBe("Your points: 1,250");

    expect(text(userButton(root))).toContain("Awa");
    expect(text(userButton(root))).toContain("Account menu");
    expect(userButton(root).getAttribute("aria-expanded")).toBe("false");
    expect(userMenu(root).hidden).toBe(true);
  });

  it("leads with a skip link to the page's content, the platform's name home and the catalogue", async () => {
    const { root } = await signedInShell();
    const skip = root.querySelector<HTMLButtonElement>(".lp-skip")!;
    expect(root.querySelector("a, button")).toBe(skip);
    expect(skip.textContent).toBe("Skip to content");
    await click(skip);
    expect(root.activeElement).toBe(root.querySelector(".shell-content"));
    const home = root.querySelector<HTMLAnchorElement>(".lp-brand")!;
    expect([home.textContent, home.getAttribute("href")]).toEqual(["Learning platform", "/"]);
    const catalogue = root.querySelector<HTMLAnchorElement>(".catalogue-link")!;
    expect([catalogue.textContent, catalogue.getAttribute("href")]).toEqual(["Browse Courses", "/courses"]);
  });

  it("shows the learner's picture in the user menu button, and the initials when it cannot load", async () => {
    const { root } = await signedInShell({ user: { first_name: "awa", last_name: "Ngono", profile: "https://cdn.example/awa.png" } });
    const picture = userButton(root).querySelector<HTMLImageElement>("img.avatar")!;
    expect(picture.getAttribute("src")).toBe("https://cdn.example/awa.png");
    expect(picture.alt).toBe("");
    await act(async () => void picture.dispatchEvent(new Event("error")));
    expect(userButton(root).querySelector("img")).toBeNull();
    expect(text(userButton(root).querySelector(".avatar"))).toBe("AN");
  });

  it("follows the unread count as other widgets change it, without a reload", async () => {
    const { root } = await signedInShell({ unread: 2 });
    await until(() => expect(text(root.querySelector(".count"))).toBe("2"));
    await act(async () => noteUnreadCount(1));
    expect(text(root.querySelector(".count"))).toBe("1");
    expect(root.querySelector(".notifications-link")!.getAttribute("aria-label")).toBe("Notifications: 1 unread");
    await act(async () => noteUnreadCount(0));
    expect(root.querySelector(".count")).toBeNull();
    expect(root.querySelector(".notifications-link")!.getAttribute("aria-label")).toBe("Notifications");
  });

  it("caps a large count at 99+, and says the whole number", async () => {
    const { root } = await signedInShell({ unread: 150 });
    await until(() => expect(text(root.querySelector(".count"))).toBe("99+"));
    expect(root.querySelector(".notifications-link")!.getAttribute("aria-label")).toBe("Notifications: 150 unread");
  });

  it("shows no count, and still the way to the notifications, when they cannot be read", async () => {
    const { root, net } = await signedInShell({ notifications: () => json({ message: "Too many requests." }, 429) });
    await until(() => expect(net.to("/notifications").length).toBeGreaterThan(0));
    await settle();
    expect(root.querySelector(".count")).toBeNull();
    expect(root.querySelector(".notifications-link")!.getAttribute("aria-label")).toBe("Notifications");
    expect(root.querySelector(".notifications-link")!.getAttribute("href")).toBe("/account/notifications");
  });

  it("opens the user menu with the points (read there on a phone), Profile, Notifications, Settings, the language and Logout", async () => {
    const { root } = await signedInShell();
    await click(userButton(root));
    expect(userButton(root).getAttribute("aria-expanded")).toBe("true");
    expect(userMenu(root).hidden).toBe(false);
    const items = [...userMenu(root).querySelectorAll("li")].map((li) => text(li));
    expect(items).toEqual(["Your points: 1,250", "Profile", "Notifications", "Settings", "EnglishFrançais", "Logout"]);
    expect([...userMenu(root).querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/account/profile",
      "/account/notifications",
      "/account/settings",
    ]);
    await click(userButton(root));
    expect(userMenu(root).hidden).toBe(true);
  });

  it("switches the language from the user menu", async () => {
    const { root } = await signedInShell();
    await click(userButton(root));
    const french = userMenu(root).querySelector<HTMLButtonElement>(".menu-language button[lang='fr']")!;
    await click(french);
    expect(locale.value).toBe("fr");
    expect(localStorage.getItem("lpLocale")).toBe("fr");
    expect(text(userMenu(root).querySelector("a"))).toBe("Mon profil");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const { root } = await signedInShell({ unread: 1, user: { points: 1250 } });
    await until(() => expect(text(root.querySelector(".count"))).toBe("1"));
    expect(root.querySelector(".notifications-link")!.getAttribute("aria-label")).toBe("Notifications : 1 non lue");
    expect(root.querySelector(".points .lp-visually-hidden")?.textContent).toBe(`Vos points : ${formatNumber(1250, "fr")}`);
    expect(root.querySelector(".settings-link")!.getAttribute("aria-label")).toBe("Paramètres");
    await click(userButton(root));
    expect([...userMenu(root).querySelectorAll("li")].map((li) => text(li))).toEqual([
      "Vos points : 1 250",
      "Mon profil",
      "Notifications",
      "Paramètres",
      "EnglishFrançais",
      "Déconnexion",
    ]);
    expect(sideLinks(root).map((a) => text(a))).toEqual([
      "Tableau de bord",
      "Mes cours",
      "Mes examens",
      "Mes paiements",
      "Notifications",
      "Mon profil",
      "Mes certificats",
      "Paramètres",
    ]);
    expect(text(root.querySelector(".upgrade-button"))).toBe("Passer à la version Pro");
    expect(text(root.querySelector(".upgrade-soon"))).toBe("Restez à l’écoute : d’autres fonctionnalités arrivent");
  });
});

describe("<lp-account-shell> side menu", () => {
  it("lists the learner area's pages in order, marks the current one, and ends with Logout and the Pro banner", async () => {
    const { root } = await signedInShell();
    expect(sideLinks(root).map((a) => [text(a), a.getAttribute("href")])).toEqual([
      ["Dashboard", "/account/dashboard"],
      ["Courses", "/account/courses"],
      ["Exams", "/account/exams"],
      ["Payments", "/account/payments"],
      ["Notifications", "/account/notifications"],
      ["Profile", "/account/profile"],
      ["My Certificates", "/account/certificates"],
      ["Settings", "/account/settings"],
    ]);
    expect(
      sideLinks(root)
        .filter((a) => a.hasAttribute("aria-current"))
        .map((a) => [text(a), a.getAttribute("aria-current")]),
    ).toEqual([["Dashboard", "page"]]);
    expect(text(root.querySelector(".side-logout"))).toBe("Logout");
    const upgrade = root.querySelector<HTMLButtonElement>(".upgrade-button")!;
    expect(text(upgrade)).toBe("Upgrade to Pro");
    expect(upgrade.disabled).toBe(true);
    const hint = root.getElementById(upgrade.getAttribute("aria-describedby")!);
    expect(text(hint)).toBe("Stay tuned for more features");
    expect(side(root).getAttribute("aria-label")).toBe("Learner menu");
  });

  it("marks the section of a page below a menu entry", async () => {
    history.replaceState(null, "", "/account/settings/privacy-and-security");
    const { root } = await signedInShell();
    const current = sideLinks(root).filter((a) => a.hasAttribute("aria-current"));
    expect(current.map((a) => [text(a), a.getAttribute("aria-current")])).toEqual([["Settings", "true"]]);
  });

  it("opens as a drawer from the toggle and takes the focus to its first link", async () => {
    const { root } = await signedInShell();
    expect(sideToggle(root).getAttribute("aria-controls")).toBe(side(root).id);
    expect(sideIsOpen(root)).toBe(false);
    await click(sideToggle(root));
    expect(sideIsOpen(root)).toBe(true);
    expect(root.querySelector<HTMLElement>(".side-backdrop")!.hidden).toBe(false);
    expect(root.activeElement).toBe(sideLinks(root)[0]);
  });
});

describe("<lp-account-shell> closing menus", () => {
  it("closes an open menu on a click outside it, and keeps it open for a click inside", async () => {
    const { root } = await signedInShell();
    await click(sideToggle(root));
    await click(side(root));
    expect(sideIsOpen(root)).toBe(true);
    await click(document.body);
    expect(sideIsOpen(root)).toBe(false);

    await click(userButton(root));
    await click(userMenu(root));
    expect(userMenu(root).hidden).toBe(false);
    await click(root.querySelector<HTMLElement>(".points")!);
    expect(userMenu(root).hidden).toBe(true);
  });

  it("treats a click on the page's own content, slotted in the shell, as outside", async () => {
    const { el, root } = await signedInShell();
    await click(userButton(root));
    expect(userMenu(root).hidden).toBe(false);
    await click(el.querySelector<HTMLElement>("#page-content")!);
    expect(userMenu(root).hidden).toBe(true);
  });

  it("closes the drawer on a click on its backdrop", async () => {
    const { root } = await signedInShell();
    await click(sideToggle(root));
    await click(root.querySelector<HTMLElement>(".side-backdrop")!);
    expect(sideIsOpen(root)).toBe(false);
  });

  it("opens one menu at a time", async () => {
    const { root } = await signedInShell();
    await click(sideToggle(root));
    await click(userButton(root));
    expect(userMenu(root).hidden).toBe(false);
    expect(sideIsOpen(root)).toBe(false);
  });

  it("closes the user menu on Escape and gives the focus back to its button", async () => {
    const { root } = await signedInShell();
    await click(userButton(root));
    const firstItem = userMenu(root).querySelector("a")!;
    firstItem.focus();
    await press("Escape", firstItem);
    expect(userMenu(root).hidden).toBe(true);
    expect(root.activeElement).toBe(userButton(root));
  });

  it("closes the drawer on Escape and gives the focus back to the toggle", async () => {
    const { root } = await signedInShell();
    await click(sideToggle(root));
    expect(root.activeElement).toBe(sideLinks(root)[0]);
    await press("Escape", sideLinks(root)[0]);
    expect(sideIsOpen(root)).toBe(false);
    expect(root.activeElement).toBe(sideToggle(root));
  });

  it("keeps Tab inside the open drawer", async () => {
    const { root } = await signedInShell();
    await click(sideToggle(root));
    const focusables = [...side(root).querySelectorAll<HTMLElement>("a, button:not([disabled])")];
    const last = focusables.at(-1)!;
    last.focus();
    await press("Tab", last);
    expect(root.activeElement).toBe(sideToggle(root));
    expect(sideIsOpen(root)).toBe(true);
  });

  it("ignores other keys", async () => {
    const { root } = await signedInShell();
    await click(userButton(root));
    await press("Enter");
    expect(userMenu(root).hidden).toBe(false);
  });

  it("closes the user menu when the focus moves out of it", async () => {
    const { el, root } = await signedInShell();
    await click(userButton(root));
    const outside = document.createElement("button");
    el.append(outside);
    await act(async () => {
      userButton(root).dispatchEvent(new FocusEvent("focusout", { bubbles: true, composed: true, relatedTarget: outside }));
    });
    expect(userMenu(root).hidden).toBe(true);
  });

  it("closes the side menu on every route change, and follows the new page", async () => {
    const { root } = await signedInShell();
    await click(sideToggle(root));
    expect(sideIsOpen(root)).toBe(true);
    await routeTo("/account/payments");
    expect(sideIsOpen(root)).toBe(false);
    expect(sideLinks(root).find((a) => a.getAttribute("aria-current") === "page")?.textContent).toBe("Payments");

    await click(sideToggle(root));
    await act(async () => window.dispatchEvent(new HashChangeEvent("hashchange")));
    expect(sideIsOpen(root)).toBe(false);
  });

  it("closes the drawer when one of its links is followed", async () => {
    const { root } = await signedInShell();
    await click(sideToggle(root));
    const payments = sideLinks(root)[3];
    payments.addEventListener("click", (e) => e.preventDefault());
    await click(payments);
    expect(sideIsOpen(root)).toBe(false);
  });
});

describe("<lp-account-shell> course learning and onboarding", () => {
  it.each(["/account/courses/intro-python", "/account/courses/intro-python/lessons/3", "/account/onboarding"])("shows the page alone on %s", async (path) => {
    history.replaceState(null, "", path);
    const { root } = await signedInShell();
    expect(root.querySelector(".bar")).toBeNull();
    expect(root.querySelector("nav")).toBeNull();
    expect(root.querySelector("slot")).not.toBeNull();
  });

  it("keeps the header and menu on the course list itself", async () => {
    history.replaceState(null, "", "/account/courses");
    const { root } = await signedInShell();
    expect(root.querySelector(".bar")).not.toBeNull();
    expect(sideLinks(root).find((a) => a.getAttribute("aria-current") === "page")?.textContent).toBe("Courses");
  });

  it("hides them when the learner moves into a course without a reload", async () => {
    const { root } = await signedInShell();
    await routeTo("/account/courses/intro-python");
    expect(root.querySelector(".bar")).toBeNull();
    expect(root.querySelector("slot")).not.toBeNull();
  });
});

describe("<lp-account-shell> logout", () => {
  it("from the user menu: drops the token at once, and a second later is at /signin", async () => {
    const { root, net } = await signedInShell();
    await click(userButton(root));
    const started = Date.now();
    await click(userMenu(root).querySelector<HTMLButtonElement>(".logout")!);
    expect(sessionStorage.getItem("authToken")).toBeNull();
    await until(() => expect(net.to("/logout")).toHaveLength(1));
    expect(net.to("/logout")[0].method).toBe("POST");
    expect(text(root.querySelector("p[role=status]"))).toBe("Signing you out…");
    expect(page.go).not.toHaveBeenCalled();
    await until(() => expect(page.go).toHaveBeenCalled(), 3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // Straight to sign-in: the guard adds no second navigation with a way back.
    await settle();
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/signin");
  });

  it("from the side menu, once however often it is pressed", async () => {
    const { root, net } = await signedInShell();
    const logout = root.querySelector<HTMLButtonElement>(".side-logout")!;
    await click(logout);
    await click(logout);
    expect(logout.getAttribute("aria-busy")).toBe("true");
    await until(() => expect(page.go).toHaveBeenCalled(), 3000);
    await settle();
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/signin");
    expect(net.to("/logout")).toHaveLength(1);
  });
});
