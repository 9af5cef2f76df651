import { act } from "react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetNotifications, unreadCount } from "#shared/api/notifications.ts";
import { saveToken } from "#shared/api/token.ts";
import { startSession } from "#shared/auth/session.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, mount, settle, shadow, toastText, until } from "#tests/support/dom.ts";
import { aUser, type Handler, json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as accountShellTag } from "../account-shell/account-shell.api.ts";
import * as accountShellRoot from "../account-shell/account-shell.tsx";
import { tag as notificationListTag } from "./notification-list.api.ts";
import * as notificationListRoot from "./notification-list.tsx";

freshPageEachTest("/account/notifications");

beforeAll(() => {
  defineWidget(notificationListTag, notificationListRoot);
  defineWidget(accountShellTag, accountShellRoot);
});

beforeEach(() => {
  resetNotifications();
  saveToken("tok-notes");
});

interface Note {
  id: number;
  title: string;
  message: string;
  status: "read" | "unread";
  formatted_type: string;
  since: string;
}

const note = (id: number, status: Note["status"] = "unread"): Note => ({
  id,
  title: `Notification ${id}`,
  message: `<p>Lesson <strong>${id}</strong> is ready.</p>`,
  status,
  formatted_type: id % 2 ? "Course Update" : "Payment Received",
  since: `${id} hours ago`,
});

type Overrides = Partial<Record<"list" | "markOne" | "markAll", Handler>>;

/**
 * The notifications API over `total` notifications (every third one read), newest first as ids
 * go up: pages by `page` and `limit`, filtered by `status=unread`, marking changes what it serves.
 */
function server(total = 45, overrides: Overrides = {}) {
  const notes = Array.from({ length: total }, (_, i) => note(i + 1, (i + 1) % 3 === 0 ? "read" : "unread"));
  const unread = () => notes.filter((n) => n.status === "unread").length;
  const list = (call: RecordedCall) => {
    const q = call.url.searchParams;
    const pageNo = Number(q.get("page"));
    const limit = Number(q.get("limit"));
    const shown = q.get("status") === "unread" ? notes.filter((n) => n.status === "unread") : notes;
    return json({
      data: shown.slice((pageNo - 1) * limit, pageNo * limit).map((n) => ({ ...n })),
      unread_count: unread(),
      meta: { current_page: pageNo, last_page: Math.max(1, Math.ceil(shown.length / limit)), total: shown.length },
    });
  };
  const net = mockFetch((call) => {
    const path = call.url.pathname;
    if (path.endsWith("/user")) return json({ user: aUser() });
    if (call.method === "GET" && path.endsWith("/notifications")) return (overrides.list ?? list)(call);
    if (call.method === "PATCH" && path.endsWith("/notifications/mark-all-as-read")) {
      if (overrides.markAll) return overrides.markAll(call);
      for (const n of notes) n.status = "read";
      return json({ message: "All notifications marked as read", unread_count: 0 });
    }
    const one = /\/notifications\/(\d+)\/mark-as-read$/.exec(path);
    if (call.method === "PATCH" && one) {
      if (overrides.markOne) return overrides.markOne(call);
      const n = notes.find((x) => x.id === Number(one[1]));
      if (!n) return json({ message: "Notification not found." }, 404);
      n.status = "read";
      return json({ message: "Notification marked as read", data: n, unread_count: unread() });
    }
    return json({ message: "Not found." }, 404);
  });
  return { net, notes, unread, gets: () => net.calls.filter((c) => c.method === "GET" && c.url.pathname.endsWith("/notifications")) };
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

async function openList() {
  const el = await mount("lp-notification-list");
  const root = shadow(el);
  await until(() => root.querySelector(".notes-items, .lp-empty, .lp-error") !== null);
  return root;
}

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>(".notes-items article")];
const titles = (root: ShadowRoot) => cards(root).map((c) => text(c.querySelector(".note-title")));
const card = (root: ShadowRoot, title: string) => cards(root).find((c) => text(c.querySelector(".note-title")) === title)!;
const loadMore = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>(".lp-load-more-button");
const filterButton = (root: ShadowRoot, label: string) => [...root.querySelectorAll<HTMLButtonElement>(".notes-filter-option")].find((b) => text(b) === label)!;
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Notification ${from + i}`);

describe("<lp-notification-list> list", () => {
  it("shows the first 20 notifications with title, HTML message, relative time, status and type", async () => {
    const api = server();
    const root = await openList();
    expect(titles(root)).toEqual(ids(1, 20));
    const [call] = api.gets();
    expect(call.url.searchParams.get("page")).toBe("1");
    expect(call.url.searchParams.get("limit")).toBe("20");
    expect(call.url.searchParams.has("status")).toBe(false);

    const first = card(root, "Notification 1");
    expect(first.querySelector(".note-message strong")?.textContent).toBe("1");
    expect(text(first.querySelector(".note-message"))).toBe("Lesson 1 is ready.");
    expect(text(first.querySelector(".note-since"))).toBe("1 hours ago");
    expect(text(first.querySelector(".note-type"))).toBe("Course Update");
    expect(text(first.querySelector(".note-status"))).toBe("Unread");
    expect(text(card(root, "Notification 3").querySelector(".note-status"))).toBe("Read");
    expect(card(root, "Notification 3").querySelector(".note-mark")).toBeNull();
    expect(text(root.querySelector(".notes-unread"))).toBe("30 unread");
    expect(text(root.querySelector(".lp-load-more-shown"))).toBe("Showing 20 of 45");
  });

  it("shows titles as text, never as markup", async () => {
    server(1, { list: () => json({ data: [{ ...note(1), title: "<b>Bold</b> title" }], unread_count: 1, meta: { current_page: 1, last_page: 1, total: 1 } }) });
    const root = await openList();
    expect(titles(root)).toEqual(["<b>Bold</b> title"]);
    expect(card(root, "<b>Bold</b> title").querySelector(".note-title b")).toBeNull();
  });

  it("shows a skeleton while the first page loads", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server(45, {
      list: async () => {
        await held;
        return json({ data: [note(1)], unread_count: 1, meta: { current_page: 1, last_page: 1, total: 1 } });
      },
    });
    const el = await mount("lp-notification-list");
    expect(text(shadow(el).querySelector(".lp-skeletons"))).toBe("Loading…");
    expect(cards(shadow(el))).toHaveLength(0);
    release();
    await until(() => expect(titles(shadow(el))).toEqual(["Notification 1"]));
    expect(shadow(el).querySelector(".lp-skeletons")).toBeNull();
  });

  it("appends later pages with Load more, then puts the focus on the first one of the last page", async () => {
    const api = server(45);
    const root = await openList();
    await click(loadMore(root)!);
    await until(() => expect(titles(root)).toEqual(ids(1, 40)));
    expect(api.gets().map((c) => c.url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(api.gets()[1].url.searchParams.get("limit")).toBe("20");
    expect(text(root.querySelector(".lp-load-more-shown"))).toBe("Showing 40 of 45");

    await click(loadMore(root)!);
    await until(() => expect(titles(root)).toEqual(ids(1, 45)));
    expect(loadMore(root)).toBeNull();
    expect(root.activeElement).toBe(card(root, "Notification 41"));
  });

  it("says 'Loading more…' while a later page is on its way, and asks for it once however often it is pressed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = server(45);
    const fast = api.net.fn.getMockImplementation()!;
    api.net.fn.mockImplementation(async (input, init) => {
      if (String(input).includes("page=2")) await held;
      return fast(input, init);
    });
    const root = await openList();
    await click(loadMore(root)!);
    await click(loadMore(root)!);
    expect(text(root.querySelector(".lp-load-more-shown"))).toBe("Loading more…");
    expect(loadMore(root)!.getAttribute("aria-busy")).toBe("true");
    release();
    await until(() => expect(titles(root)).toHaveLength(40));
    expect(api.gets().filter((c) => c.url.searchParams.get("page") === "2")).toHaveLength(1);
  });

  it("keeps what it shows when a later page fails, says why, and loads it on the next try", async () => {
    let failing = true;
    const api = server(45);
    const serve = api.net.fn.getMockImplementation()!;
    api.net.fn.mockImplementation(async (input, init) =>
      failing && String(input).includes("page=2") ? json({ message: "Service busy." }, 429) : serve(input, init),
    );
    const root = await openList();
    await click(loadMore(root)!);
    await until(() => expect(text(root.querySelector(".lp-load-more-error"))).toBe("Service busy."));
    expect(titles(root)).toEqual(ids(1, 20));
    failing = false;
    await click(loadMore(root)!);
    await until(() => expect(titles(root)).toEqual(ids(1, 40)));
    expect(root.querySelector(".lp-load-more-error")).toBeNull();
  });

  it("says 'No notifications found.' when there are none", async () => {
    server(0);
    const root = await openList();
    expect(text(root.querySelector(".lp-empty"))).toBe("No notifications found.");
    expect(loadMore(root)).toBeNull();
  });
});

describe("<lp-notification-list> filter", () => {
  it("replaces the list with unread notifications, pages through them, and back to all", async () => {
    const api = server(45);
    const root = await openList();
    expect(filterButton(root, "All").getAttribute("aria-pressed")).toBe("true");
    await click(filterButton(root, "Unread"));
    await until(() => expect(titles(root)[0]).toBe("Notification 1"));
    await until(() => expect(titles(root)).not.toContain("Notification 3"));
    expect(filterButton(root, "Unread").getAttribute("aria-pressed")).toBe("true");
    expect(filterButton(root, "All").getAttribute("aria-pressed")).toBe("false");
    const unreadIds = api.notes.filter((n) => n.status === "unread").map((n) => n.title);
    expect(titles(root)).toEqual(unreadIds.slice(0, 20));
    const unreadCall = api.gets().at(-1)!;
    expect(unreadCall.url.searchParams.get("status")).toBe("unread");
    expect(unreadCall.url.searchParams.get("page")).toBe("1");

    await click(loadMore(root)!);
    await until(() => expect(titles(root)).toEqual(unreadIds));
    expect(api.gets().at(-1)!.url.searchParams.get("page")).toBe("2");
    expect(api.gets().at(-1)!.url.searchParams.get("status")).toBe("unread");

    await click(filterButton(root, "All"));
    await until(() => expect(titles(root)).toEqual(ids(1, 20)));
    expect(api.gets().at(-1)!.url.searchParams.get("page")).toBe("1");
    expect(api.gets().at(-1)!.url.searchParams.has("status")).toBe(false);
  });

  it("skips none when notifications read in the unread list move the server's pages forward", async () => {
    const api = server(45); // 30 unread
    const root = await openList();
    await click(filterButton(root, "Unread"));
    await until(() => titles(root).length === 20 && api.gets().length === 2);
    const unreadTitles = api.notes.filter((n) => n.status === "unread").map((n) => n.title);
    for (const title of unreadTitles.slice(0, 3)) {
      await click(card(root, title).querySelector<HTMLButtonElement>(".note-mark")!);
      await until(() => text(card(root, title).querySelector(".note-status")) === "Read");
    }
    expect(text(root.querySelector(".lp-load-more-shown"))).toBe("Showing 20 of 30");
    await click(loadMore(root)!);
    await until(() => titles(root).length > 20);
    while (loadMore(root)) {
      await click(loadMore(root)!);
      await settle();
    }
    // Every unread notification once, in order; the three read ones stay where they were.
    expect(titles(root)).toEqual(unreadTitles);
    expect(text(root.querySelector(".lp-load-more-shown"))).toBe("Showing 30 of 30");
  });

  it("never lets a later page of the old filter land in the new list", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = server(45);
    const serve = api.net.fn.getMockImplementation()!;
    api.net.fn.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes("page=2") && !url.includes("status=unread")) await held;
      return serve(input, init);
    });
    const root = await openList();
    await click(loadMore(root)!);
    await click(filterButton(root, "Unread"));
    await until(() => expect(titles(root)).not.toContain("Notification 3"));
    release();
    await settle(3);
    expect(titles(root)).toEqual(
      api.notes
        .filter((n) => n.status === "unread")
        .slice(0, 20)
        .map((n) => n.title),
    );
  });

  it("says 'No notifications found.' when nothing is unread", async () => {
    const api = server(3);
    for (const n of api.notes) n.status = "read";
    const root = await openList();
    await click(filterButton(root, "Unread"));
    await until(() => expect(text(root.querySelector(".lp-empty"))).toBe("No notifications found."));
  });
});

describe("<lp-notification-list> mark as read", () => {
  it("marks one notification as read, says so, and passes the server's count to the header's badge", async () => {
    const api = server(45);
    const root = await openList();
    await until(() => expect(unreadCount.value).toBe(30));
    const target = card(root, "Notification 5");
    await click(button(target, "Mark as read"));
    await until(() => expect(toastText()).toContain("Notification marked as read"));
    const patch = api.net.calls.find((c) => c.method === "PATCH")!;
    expect(patch.url.pathname).toMatch(/\/notifications\/5\/mark-as-read$/);
    expect(patch.headers.get("authorization")).toBe("Bearer tok-notes");
    expect(text(card(root, "Notification 5").querySelector(".note-status"))).toBe("Read");
    expect(card(root, "Notification 5").querySelector(".note-mark")).toBeNull();
    expect(unreadCount.value).toBe(29);
    expect(text(root.querySelector(".notes-unread"))).toBe("29 unread");
    await until(() => expect(root.activeElement).toBe(card(root, "Notification 5")));
  });

  it("updates the header's badge on the same page, without a reload", async () => {
    server(4);
    await startSession();
    let shell!: HTMLElement;
    await act(async () => {
      shell = document.createElement("lp-account-shell");
      shell.innerHTML = "<lp-notification-list></lp-notification-list>";
      document.body.append(shell);
    });
    const badge = () => text(shadow(shell).querySelector(".notifications-link .count"));
    await until(() => expect(badge()).toBe("3"));
    const root = shadow(shell.querySelector("lp-notification-list")!);
    await until(() => expect(cards(root)).toHaveLength(4));
    await click(button(card(root, "Notification 1"), "Mark as read"));
    await until(() => expect(badge()).toBe("2"));
    await click(button(root, "Mark all as read"));
    await until(() => expect(shadow(shell).querySelector(".notifications-link .count")).toBeNull());
    expect(shadow(shell).querySelector(".notifications-link")?.getAttribute("aria-label")).toBe("Notifications");
  });

  it("reads the first page once for the header and the list, even when the list's code arrives later", async () => {
    const api = server(4);
    await startSession();
    const shell = await mount("lp-account-shell");
    await until(() => expect(text(shadow(shell).querySelector(".notifications-link .count"))).toBe("3"));
    const root = shadow(await mount("lp-notification-list", {}, shell));
    await until(() => expect(cards(root)).toHaveLength(4));
    expect(text(root.querySelector(".notes-unread"))).toBe("3 unread");
    expect(api.gets()).toHaveLength(1);

    // After a change the shared page is stale: the next read of it goes to the server.
    await click(button(card(root, "Notification 1"), "Mark as read"));
    await click(filterButton(root, "Unread"));
    await click(filterButton(root, "All"));
    await until(() => expect(api.gets()).toHaveLength(3));
  });

  it("shows the server's message when marking one fails, else the default, and leaves it unread", async () => {
    let answer: Response = json({ message: "Notification is locked." }, 409);
    server(3, { markOne: () => answer });
    const root = await openList();
    await until(() => expect(unreadCount.value).toBe(2));
    await click(button(card(root, "Notification 1"), "Mark as read"));
    await until(() => expect(toastText()).toContain("Notification is locked."));
    expect(text(card(root, "Notification 1").querySelector(".note-status"))).toBe("Unread");
    expect(unreadCount.value).toBe(2);
    answer = json({}, 500);
    await click(button(card(root, "Notification 1"), "Mark as read"));
    await until(() => expect(toastText()).toContain("Failed to mark notification as read"));
    expect(toastText()).not.toContain("Notification marked as read");
  });

  it("counts down by itself when the server's answer has no count", async () => {
    server(3, { markOne: () => json({ message: "ok" }) });
    const root = await openList();
    await until(() => expect(unreadCount.value).toBe(2));
    await click(button(card(root, "Notification 2"), "Mark as read"));
    await until(() => expect(unreadCount.value).toBe(1));
  });

  it("marks all as read, says so, and sets the badge to the server's count", async () => {
    const api = server(45);
    const root = await openList();
    const markAll = button(root, "Mark all as read");
    await click(markAll);
    await until(() => expect(toastText()).toContain("All notifications marked as read"));
    expect(api.net.calls.filter((c) => c.method === "PATCH").map((c) => c.url.pathname.replace(/^.*\/api/, ""))).toEqual(["/notifications/mark-all-as-read"]);
    expect(cards(root).map((c) => text(c.querySelector(".note-status")))).toEqual(Array(20).fill("Read"));
    expect(root.querySelectorAll(".note-mark")).toHaveLength(0);
    expect(unreadCount.value).toBe(0);
    expect(text(root.querySelector(".notes-unread"))).toBe("0 unread");
    expect(markAll.getAttribute("aria-disabled")).toBe("true");
    // Nothing left to mark: a second press asks nothing of the server.
    await click(markAll);
    expect(api.net.calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
  });

  it("shows the server's message when marking all fails, else the default", async () => {
    let answer: Response = json({ message: "Try again in a minute." }, 429);
    server(3, { markAll: () => answer });
    const root = await openList();
    await click(button(root, "Mark all as read"));
    await until(() => expect(toastText()).toContain("Try again in a minute."));
    expect(cards(root).map((c) => text(c.querySelector(".note-status")))).toEqual(["Unread", "Unread", "Read"]);
    answer = json({ message: "" }, 500);
    await click(button(root, "Mark all as read"));
    await until(() => expect(toastText()).toContain("Failed to mark all notifications as read"));
    expect(toastText()).not.toContain("All notifications marked as read");
  });
});

describe("<lp-notification-list> failures", () => {
  it("says 'Failed to load notifications. Please try again later.' and loads on retry", async () => {
    let fail = true;
    const api = server(3);
    const serve = api.net.fn.getMockImplementation()!;
    api.net.fn.mockImplementation(async (input, init) => (fail ? json({}, 403) : serve(input, init)));
    const root = await openList();
    expect(text(root.querySelector(".lp-error p"))).toBe("Failed to load notifications. Please try again later.");
    fail = false;
    await click(button(root, "Try again"));
    await until(() => expect(titles(root)).toEqual(ids(1, 3)));
  });

  it("shows the server's own message when it gives one", async () => {
    server(3, { list: () => json({ message: "Too many requests." }, 429) });
    const root = await openList();
    expect(text(root.querySelector(".lp-error p"))).toBe("Too many requests.");
  });

  it.each([
    ["no list", { unread_count: 2, meta: { current_page: 1, last_page: 1, total: 0 } }],
    ["a list of the wrong kind", { data: "none", unread_count: 2, meta: { current_page: 1, last_page: 1, total: 0 } }],
    ["an item without a title", { data: [{ id: 1, status: "unread" }], unread_count: 1, meta: { current_page: 1, last_page: 1, total: 1 } }],
    ["an unknown status", { data: [{ ...note(1), status: "archived" }], unread_count: 1, meta: { current_page: 1, last_page: 1, total: 1 } }],
    ["no page information", { data: [note(1)], unread_count: 1 }],
    ["not JSON at all", "<html>Bad gateway</html>"],
  ])("shows the error state for a malformed answer: %s", async (_, body) => {
    server(3, { list: () => (typeof body === "string" ? new Response(body, { status: 200, headers: { "content-type": "text/html" } }) : json(body)) });
    const root = await openList();
    expect(text(root.querySelector(".lp-error p"))).toBe("Failed to load notifications. Please try again later.");
    expect(cards(root)).toHaveLength(0);
  });
});

describe("<lp-notification-list> in French", () => {
  it("says how long ago in French from the notification's date, not the server's English words", async () => {
    locale.value = "fr";
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();
    server(1, {
      list: () =>
        json({ data: [{ ...note(1), created_at: threeHoursAgo, since: "3 hours ago" }], unread_count: 1, meta: { current_page: 1, last_page: 1, total: 1 } }),
    });
    const root = await openList();
    expect(text(card(root, "Notification 1").querySelector(".note-since"))).toBe("il y a 3 heures");
  });

  it("names a notification's kind in French from its stable type, and keeps the server's words for a kind it does not know", async () => {
    locale.value = "fr";
    server(2, {
      list: () =>
        json({
          data: [
            { ...note(1), type: "payment", formatted_type: "Payment" },
            { ...note(2), type: "something_new", formatted_type: "Something New" },
          ],
          unread_count: 2,
          meta: { current_page: 1, last_page: 1, total: 2 },
        }),
    });
    const root = await openList();
    expect(text(card(root, "Notification 1").querySelector(".note-type"))).toBe("Paiement");
    expect(text(card(root, "Notification 2").querySelector(".note-type"))).toBe("Something New");
  });

  it("speaks French throughout", async () => {
    locale.value = "fr";
    server(3, { markOne: () => json({}, 500) });
    const root = await openList();
    expect(text(root.querySelector("h1"))).toBe("Notifications");
    expect(text(root.querySelector(".notes-unread"))).toBe("2 non lues");
    expect(filterButton(root, "Toutes").getAttribute("aria-pressed")).toBe("true");
    expect(filterButton(root, "Non lues")).toBeTruthy();
    expect(root.querySelector(".notes-filter")?.getAttribute("aria-label")).toBe("Filtrer par statut");
    expect(text(card(root, "Notification 1").querySelector(".note-status"))).toBe("Non lue");
    expect(text(card(root, "Notification 3").querySelector(".note-status"))).toBe("Lue");
    await click(button(card(root, "Notification 1"), "Marquer comme lue"));
    await until(() => expect(toastText()).toContain("Impossible de marquer la notification comme lue"));
    expect(button(root, "Tout marquer comme lu")).toBeTruthy();
  });

  it("says the success toasts, the one-unread count and the messages in French", async () => {
    locale.value = "fr";
    server(2);
    const root = await openList();
    expect(text(root.querySelector(".notes-unread"))).toBe("2 non lues");
    await click(button(card(root, "Notification 1"), "Marquer comme lue"));
    await until(() => expect(toastText()).toContain("Notification marquée comme lue"));
    expect(text(root.querySelector(".notes-unread"))).toBe("1 non lue");
    await click(button(root, "Tout marquer comme lu"));
    await until(() => expect(toastText()).toContain("Toutes les notifications ont été marquées comme lues"));
  });

  it("says the failures and the empty list in French", async () => {
    locale.value = "fr";
    server(0, { markAll: () => json({}, 500) });
    const root = await openList();
    expect(text(root.querySelector(".lp-empty"))).toBe("Aucune notification trouvée.");
    server(3, { list: () => json({ data: 1 }) });
    const failed = await openList();
    expect(text(failed.querySelector(".lp-error p"))).toBe("Impossible de charger les notifications. Veuillez réessayer plus tard.");
  });

  it("says a failed mark-all in French", async () => {
    locale.value = "fr";
    server(3, { markAll: () => json({}, 500) });
    const root = await openList();
    await click(button(root, "Tout marquer comme lu"));
    await until(() => expect(toastText()).toContain("Impossible de marquer toutes les notifications comme lues"));
  });
});
