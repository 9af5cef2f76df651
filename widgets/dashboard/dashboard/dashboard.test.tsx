import { act } from "react";
import * as v from "valibot";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { recentNotifications, resetNotifications, unreadCount } from "#shared/api/notifications.ts";
import { UserSchema } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { status, user } from "#shared/auth/session.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, until } from "#tests/support/dom.ts";
import { aUser, type Handler, json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { markJoined } from "../components/just-joined.ts";
import { CAROUSELS_WAIT_MS } from "./course-carousels.tsx";
import { tag as dashboardTag } from "./dashboard.api.ts";
import * as dashboardRoot from "./dashboard.tsx";
import type { ChartBars } from "./learning-time.ts";
import type { ChartText } from "./uplot-chart.ts";

/** uPlot needs a real canvas: here a stand-in records what the chart was asked to draw. */
const chart = vi.hoisted(() => ({
  draws: [] as { target: HTMLElement; bars: ChartBars; text: ChartText }[],
  resized: [] as number[],
  destroyed: 0,
}));
vi.mock("./uplot-chart.ts", () => ({
  drawLearningChart: (target: HTMLElement, bars: ChartBars, text: ChartText) => {
    chart.draws.push({ target, bars, text });
    return { resize: (width: number) => chart.resized.push(width), destroy: () => chart.destroyed++ };
  },
}));

freshPageEachTest("/account/dashboard");

beforeAll(() => {
  defineWidget(dashboardTag, dashboardRoot);
});

/** A fake ResizeObserver, so a test decides how wide the chart's box is. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
}

beforeEach(() => {
  chart.draws = [];
  chart.resized = [];
  chart.destroyed = 0;
  FakeResizeObserver.all = [];
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  resetNotifications();
  saveToken("learner-token");
  user.value = v.parse(UserSchema, aUser());
  status.value = "authenticated";
});
afterEach(() => {
  delete window.lpWidgets;
});

const STATS = {
  enrolled_courses: 12,
  enrolled_exams: 3,
  completed_courses: 4,
  exams_completed: 2,
  assessments_completed: 7,
  certificates_earned: 1,
  points: 12500,
  time_this_week: 7530, // 125.5 minutes
  course_learning_time: [
    { course_name: "Computer Networking Essentials", time: 8100 }, // 2 h 15 min
    { course_name: "Introduction to IT", time: 2700 }, // 45 min
  ],
};

const notification = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Notice ${id}`,
  message: `<p>Message ${id}</p>`,
  status: "read",
  formatted_type: "Course Update",
  since: `${id} hours ago`,
  ...overrides,
});
const notificationPage = (items: unknown[], unread = 0) => ({
  data: items,
  unread_count: unread,
  meta: { current_page: 1, last_page: 1, total: items.length },
});

interface Answers {
  stats?: Handler;
  notifications?: Handler;
}

/** The dashboard's API: stats and notifications as given, everything else a 404. */
function api({ stats = () => json({ data: STATS }), notifications = () => json(notificationPage([notification(1)])) }: Answers = {}) {
  return mockFetch((call) => {
    if (call.url.pathname.endsWith("/learner-stats")) return stats(call);
    if (call.url.pathname.endsWith("/notifications")) return notifications(call);
    return json({ message: "Not found." }, 404);
  });
}

async function open() {
  const el = await mount("lp-dashboard");
  await until(() => shadow(el).querySelector(".dash-stats [role=status]:not(.lp-empty)") === null);
  await until(() => shadow(el).querySelector(".dash-notifications .lp-skeletons") === null);
  return el;
}

const root = (el: Element) => shadow(el);
const text = (el: Element, selector: string) => root(el).querySelector(selector)?.textContent ?? null;
const figures = (el: Element) =>
  Object.fromEntries(
    [...root(el).querySelectorAll(".dash-figures .lp-figure")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]),
  );

describe("<lp-dashboard>", () => {
  describe("a new learner's first visit", () => {
    it("says where to start when every figure is zero, and not once there is something", async () => {
      const zero = {
        ...STATS,
        enrolled_courses: 0,
        enrolled_exams: 0,
        completed_courses: 0,
        exams_completed: 0,
        assessments_completed: 0,
        certificates_earned: 0,
        points: 0,
        time_this_week: 0,
        course_learning_time: [],
      };
      api({ stats: () => json({ data: zero }) });
      const fresh = await open();
      const panel = root(fresh).querySelector(".dash-first")!;
      expect(panel.querySelector("h2")?.textContent).toBe("Welcome! Here is where to start");
      expect([...panel.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/courses", "/account/exams", "/account/settings/profile"]);
      await act(async () => document.body.replaceChildren());
      api();
      expect(root(await open()).querySelector(".dash-first")).toBeNull();
    });
  });

  describe("greeting", () => {
    it("welcomes the session's learner by first name, without asking for the user again", async () => {
      const net = api();
      const el = await open();
      expect(text(el, "h1")).toBe("Welcome back, Awa");
      expect(text(el, ".dash-subline")).toBe("Take a look at your learning progress so far");
      expect(net.to("/user")).toHaveLength(0);
    });

    it("speaks French on a French page", async () => {
      locale.value = "fr";
      api();
      const el = await open();
      expect(text(el, "h1")).toBe("Bon retour, Awa");
      expect(text(el, ".dash-subline")).toBe("Voici où en est votre apprentissage jusqu’à présent");
    });

    it("welcomes, not back, a learner who has just joined, on that first visit only", async () => {
      markJoined(7);
      api();
      const first = await open();
      expect(text(first, "h1")).toBe("Welcome, Awa");
      await act(async () => document.body.replaceChildren());
      expect(text(await open(), "h1")).toBe("Welcome back, Awa");
    });

    it("says it in French", async () => {
      locale.value = "fr";
      markJoined(7);
      api();
      expect(text(await open(), "h1")).toBe("Bienvenue, Awa");
    });

    it("waits for the learner to be known before deciding, and welcomes back another learner on this tab", async () => {
      markJoined(8);
      user.value = null;
      status.value = "loading";
      api();
      const el = await mount("lp-dashboard");
      await act(async () => {
        user.value = v.parse(UserSchema, aUser());
        status.value = "authenticated";
      });
      await until(() => expect(text(el, "h1")).toBe("Welcome back, Awa"));
      await act(async () => {
        user.value = v.parse(UserSchema, aUser({ id: 8, first_name: "Kofi" }));
      });
      expect(text(el, "h1")).toBe("Welcome, Kofi");
    });
  });

  describe("stats card", () => {
    it("shows the eight figures, whole numbers with separators and the week's time in minutes", async () => {
      api();
      const el = await open();
      expect(figures(el)).toEqual({
        "My Courses": "12",
        "My Exams": "3",
        "Courses Completed": "4",
        "Exams Completed": "2",
        "Assessments Completed": "7",
        "Certificates Earned": "1",
        "Total Points Earned": "12,500",
        "Study Time This Week": "126 mins",
      });
    });

    it("reads them in French", async () => {
      locale.value = "fr";
      api();
      const el = await open();
      const f = figures(el);
      expect(Object.keys(f)).toEqual([
        "Mes cours",
        "Mes examens",
        "Cours terminés",
        "Examens terminés",
        "Évaluations terminées",
        "Certificats obtenus",
        "Total des points gagnés",
        "Temps d’étude cette semaine",
      ]);
      expect(f["Total des points gagnés"]?.replace(/\s/g, " ")).toBe("12 500");
      expect(f["Temps d’étude cette semaine"]?.replace(/\s/g, " ")).toBe("126 min");
    });

    it("asks for the stats once, and for the first page of notifications once even with the header reading it too", async () => {
      const net = api();
      // The header has its answer before the dashboard shows: only the shared page, not a request
      // still in flight, can spare the second one.
      await recentNotifications();
      const el = await open();
      await until(() => root(el).querySelector(".dash-notification") !== null);
      expect(net.to("/learner-stats")).toHaveLength(1);
      expect(net.to("/notifications")).toHaveLength(1);
      expect(net.to("/notifications")[0].url.searchParams.get("page")).toBe("1");
      expect(net.to("/learner-stats")[0].headers.get("authorization")).toBe("Bearer learner-token");
      expect(net.calls).toHaveLength(2);
    });

    it("shows a skeleton while the stats load", async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      api({
        stats: async () => {
          await held;
          return json({ data: STATS });
        },
      });
      const el = await mount("lp-dashboard");
      expect(root(el).querySelector(".dash-stats .lp-skeletons[role=status]")).not.toBeNull();
      expect(root(el).querySelector(".dash-chart[aria-busy=true]")).not.toBeNull();
      release();
      await until(() => root(el).querySelector(".dash-figures .lp-figure") !== null);
    });

    it("says when the stats fail, and loads them again on retry", async () => {
      let fail = true;
      const net = api({ stats: () => (fail ? json({ message: "Server says no" }, 403) : json({ data: STATS })) });
      const el = await open();
      expect(text(el, ".dash-stats .lp-error p")).toBe("Failed to load learner stats. Please try again later.");
      expect(root(el).querySelector(".dash-chart")).toBeNull();
      fail = false;
      await click(root(el).querySelector<HTMLButtonElement>(".dash-stats .lp-error button")!);
      await until(() => root(el).querySelectorAll(".dash-figures .lp-figure").length === 8);
      expect(net.to("/learner-stats")).toHaveLength(2);
    });

    it.each([
      ["a figure that is not a number", { data: { ...STATS, points: "lots" } }],
      ["a learning time without a course name", { data: { ...STATS, course_learning_time: [{ time: 60 }] } }],
      ["a list instead of an object", [1, 2, 3]],
      ["no data at all", {}],
      ["stats that are a string", { data: "none" }],
    ])("shows the error for a malformed answer: %s", async (_, body) => {
      api({ stats: () => json(body) });
      const el = await open();
      expect(text(el, ".dash-stats .lp-error p")).toBe("Failed to load learner stats. Please try again later.");
    });

    it("says when there are no stats at all", async () => {
      api({ stats: () => json({ data: null }) });
      const el = await open();
      expect(text(el, ".dash-stats .lp-empty")).toBe("No stats available at the moment.");
      expect(root(el).querySelector(".dash-figures .lp-figure")).toBeNull();
    });

    it("says both in French", async () => {
      locale.value = "fr";
      api({ stats: () => json({ data: null }) });
      const el = await open();
      expect(text(el, ".dash-stats .lp-empty")).toBe("Aucune statistique disponible pour le moment.");
      api({ stats: () => json({ message: "Non" }, 403) });
      const failing = await open();
      expect(text(failing, ".dash-stats .lp-error p")).toBe("Impossible de charger vos statistiques. Veuillez réessayer plus tard.");
    });

    it("loads again for a new session", async () => {
      const net = api();
      await open();
      await act(async () => saveToken("another-learner"));
      await until(() => net.to("/learner-stats").length === 2);
      expect(net.to("/learner-stats")[1].headers.get("authorization")).toBe("Bearer another-learner");
    });
  });

  describe("recent notifications", () => {
    // happy-dom's DOM defeats DOMPurify, so what the sanitiser removes is checked in Chromium (tests/browser/dashboard-chart.test.tsx).
    it("shows the five newest, with their HTML message and the unread ones marked", async () => {
      api({
        notifications: () =>
          json(
            notificationPage(
              [
                notification(1, { status: "unread", message: "<p>Your <strong>certificate</strong> is ready</p>" }),
                ...[2, 3, 4, 5, 6, 7].map((id) => notification(id)),
              ],
              1,
            ),
          ),
      });
      const el = await open();
      const items = [...root(el).querySelectorAll(".dash-notification")];
      expect(items.map((li) => li.querySelector(".dash-notification-title")?.textContent)).toEqual([
        "UnreadNotice 1",
        "Notice 2",
        "Notice 3",
        "Notice 4",
        "Notice 5",
      ]);
      const message = items[0].querySelector(".dash-notification-message")!;
      expect(message.querySelector("strong")?.textContent).toBe("certificate");
      expect(message.textContent).toBe("Your certificate is ready");
      expect(items[0].querySelector(".dash-notification-since")?.textContent).toBe("1 hours ago");
      expect(items[0].querySelector(".lp-visually-hidden")?.textContent).toBe("Unread");
      expect(items[1].querySelector(".dash-unread-dot")).toBeNull();
      expect(root(el).querySelector<HTMLAnchorElement>(".dash-notifications .dash-card-link")?.getAttribute("href")).toBe("/account/notifications");
      expect(unreadCount.value).toBe(1);
    });

    it("says when there is nothing new", async () => {
      api({ notifications: () => json(notificationPage([])) });
      const el = await open();
      expect(text(el, ".dash-notifications .lp-empty")).toBe("No new notifications");
    });

    it("says when they fail to load, and tries again", async () => {
      let fail = true;
      api({ notifications: () => (fail ? json({ message: "Nope" }, 403) : json(notificationPage([notification(9)]))) });
      const el = await open();
      expect(text(el, ".dash-notifications .lp-error p")).toBe("Failed to load notifications. Please try again later.");
      fail = false;
      await click(root(el).querySelector<HTMLButtonElement>(".dash-notifications .lp-error button")!);
      await until(() => text(el, ".dash-notification-title") === "Notice 9");
    });

    it("shows the error for a malformed page", async () => {
      api({ notifications: () => json({ data: [{ id: "x", title: 5 }] }) });
      const el = await open();
      expect(text(el, ".dash-notifications .lp-error p")).toBe("Failed to load notifications. Please try again later.");
    });

    it("says both in French", async () => {
      locale.value = "fr";
      api({ notifications: () => json(notificationPage([])) });
      const el = await open();
      expect(text(el, ".dash-notifications h2")).toBe("Notifications récentes");
      expect(text(el, ".dash-notifications .lp-empty")).toBe("Aucune nouvelle notification");
      resetNotifications();
      api({ notifications: () => json({ message: "Non" }, 403) });
      const failing = await open();
      expect(text(failing, ".dash-notifications .lp-error p")).toBe("Impossible de charger les notifications. Veuillez réessayer plus tard.");
    });

    it("is hidden on small screens by the widget's own CSS", () => {
      expect(dashboardRoot.styles.join("\n")).toMatch(/\.dash-notifications\s*\{\s*display:\s*none;/);
      expect(dashboardRoot.styles.join("\n")).toMatch(/@media \(min-width: 768px\)\s*\{[^@]*\.dash-notifications\s*\{\s*display:\s*block;/);
    });
  });

  describe("learning time chart", () => {
    it("draws one bar per course, in minutes, in a box inside the shadow root", async () => {
      api();
      const el = await open();
      await until(() => chart.draws.length === 1);
      expect(text(el, ".dash-chart h2")).toBe("Your Learning Time this Month");
      const { target, bars, text: labels } = chart.draws[0];
      expect(target.getRootNode()).toBe(root(el));
      expect(target.classList.contains("dash-chart-plot")).toBe(true);
      expect(bars.names).toEqual(["Computer Networking Essentials", "Introduction to IT"]);
      expect(bars.minutes).toEqual([135, 45]);
      expect(labels.axis).toBe("Time (minutes)");
      expect(labels.tooltip(0)).toBe("Computer Networking Essentials: 2 hrs 15 mins");
      expect(labels.tooltip(1)).toBe("Introduction to IT: 0 hrs 45 mins");
    });

    it("gives the same figures as a table for assistive technology", async () => {
      api();
      const el = await open();
      const table = root(el).querySelector("table.dash-chart-table")!;
      expect(table.parentElement?.classList.contains("lp-visually-hidden")).toBe(true);
      expect(table.querySelector("caption")?.textContent).toBe("Your Learning Time this Month");
      expect([...table.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["Course", "Time (minutes)"]);
      expect([...table.querySelectorAll("tbody tr")].map((tr) => [tr.querySelector("th")?.textContent, tr.querySelector("td")?.textContent])).toEqual([
        ["Computer Networking Essentials", "135"],
        ["Introduction to IT", "45"],
      ]);
      expect(root(el).querySelector(".dash-chart-plot")?.getAttribute("aria-hidden")).toBe("true");
    });

    it("follows its box's width and is destroyed with the dashboard", async () => {
      api();
      const el = await open();
      await until(() => chart.draws.length === 1);
      const observer = FakeResizeObserver.all.find((o) => o.observed.includes(chart.draws[0].target))!;
      expect(observer).toBeDefined();
      await act(async () => observer.callback([{ contentRect: { width: 512 } } as ResizeObserverEntry], observer as unknown as ResizeObserver));
      expect(chart.resized).toEqual([512]);
      await act(async () => el.remove());
      await until(() => chart.destroyed === 1);
      expect(observer.disconnected).toBe(true);
    });

    it("is drawn again in French, with French labels", async () => {
      api();
      await open();
      await until(() => chart.draws.length === 1);
      await act(async () => {
        locale.value = "fr";
      });
      await until(() => chart.draws.length === 2);
      expect(chart.destroyed).toBe(1);
      const labels = chart.draws[1].text;
      expect(labels.axis).toBe("Durée (minutes)");
      expect(labels.tooltip(0).replace(/\s/g, " ")).toBe("Computer Networking Essentials : 2 h 15 min");
    });

    it("keeps a course with no time this month, as an empty bar and a row of 0", async () => {
      api({
        stats: () =>
          json({
            data: {
              ...STATS,
              course_learning_time: [
                { course_name: "Idle", time: 0 },
                { course_name: "Introduction to IT", time: 2700 },
              ],
            },
          }),
      });
      const el = await open();
      await until(() => chart.draws.length === 1);
      expect(chart.draws[0].bars.names).toEqual(["Idle", "Introduction to IT"]);
      expect(chart.draws[0].bars.minutes).toEqual([0, 45]);
      expect(chart.draws[0].text.tooltip(0)).toBe("Idle: 0 hrs 0 mins");
      const rows = [...root(el).querySelectorAll("table.dash-chart-table tbody tr")];
      expect(rows.map((tr) => [tr.querySelector("th")?.textContent, tr.querySelector("td")?.textContent])).toEqual([
        ["Idle", "0"],
        ["Introduction to IT", "45"],
      ]);
      expect(root(el).querySelector(".dash-chart .lp-empty")).toBeNull();
    });

    it("draws every course even when none has time yet", async () => {
      api({ stats: () => json({ data: { ...STATS, course_learning_time: [{ course_name: "Idle", time: 0 }] } }) });
      const el = await open();
      await until(() => chart.draws.length === 1);
      expect(chart.draws[0].bars.names).toEqual(["Idle"]);
      expect(root(el).querySelector(".dash-chart .lp-empty")).toBeNull();
    });

    it("shows an empty state, and loads no chart, when the API returns no course", async () => {
      api({ stats: () => json({ data: { ...STATS, course_learning_time: [] } }) });
      const el = await open();
      expect(text(el, ".dash-chart .lp-empty-title")).toBe("No learning time recorded this month yet");
      expect(root(el).querySelector(".dash-chart-plot")).toBeNull();
      expect(chart.draws).toHaveLength(0);
    });

    it("says so in French", async () => {
      locale.value = "fr";
      api({ stats: () => json({ data: { ...STATS, course_learning_time: [] } }) });
      const el = await open();
      expect(text(el, ".dash-chart h2")).toBe("Votre temps d’apprentissage ce mois-ci");
      expect(text(el, ".dash-chart .lp-empty-title")).toBe("Aucun temps d’apprentissage enregistré ce mois-ci");
    });
  });

  describe("course carousels", () => {
    it("renders the four catalogue carousels with the dashboard's attributes, and has the loader define them", async () => {
      const discover = vi.fn();
      window.lpWidgets = { discover, hold: vi.fn(), held: vi.fn(), drawn: false };
      api();
      const el = await open();
      const carousels = [...root(el).querySelectorAll("lp-course-carousel")];
      expect(carousels.map((c) => c.getAttribute("kind"))).toEqual(["my-learning", "recommended", "popular", "trending"]);
      expect(carousels.every((c) => c.getAttribute("show-errors") === "")).toBe(true);
      expect(carousels.every((c) => c.getAttribute("width-of") === "window")).toBe(true);
      expect(carousels.map((c) => c.hasAttribute("autoplay"))).toEqual([false, false, true, false]);
      // No title, breakpoints or sub-line of its own: the carousel's defaults are the dashboard's.
      expect(carousels.some((c) => c.hasAttribute("heading") || c.hasAttribute("breakpoints") || c.hasAttribute("subheading"))).toBe(false);
      expect(discover).toHaveBeenCalledWith(root(el));
      const discovered = discover.mock.calls[0][0] as ShadowRoot;
      expect(discovered.querySelectorAll("lp-course-carousel:not(:defined)")).toHaveLength(4);
    });

    it("has their code asked for only once the learner's figures are drawn, or have failed, or have kept them waiting too long", async () => {
      for (const answer of [json({ data: STATS }), json({ message: "Not found." }, 404), null]) {
        const discover = vi.fn();
        window.lpWidgets = { discover, hold: vi.fn(), held: vi.fn(), drawn: false };
        let answerStats: (answer: Response) => void = () => {};
        api({ stats: () => new Promise<Response>((resolve) => (answerStats = resolve)) });
        const el = await mount("lp-dashboard");
        await until(() => root(el).querySelectorAll("lp-course-carousel").length === 4);
        const waiting = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(discover).not.toHaveBeenCalled();
        if (answer) await act(async () => answerStats(answer));
        await until(() => discover.mock.calls.length > 0, CAROUSELS_WAIT_MS + 1000);
        expect(discover).toHaveBeenCalledWith(root(el));
        // A call that hangs holds them back no longer than the wait.
        if (!answer) expect(Date.now() - waiting).toBeGreaterThanOrEqual(CAROUSELS_WAIT_MS - 150);
        // The shared request ends, for the tests after this one.
        if (!answer) await act(async () => answerStats(json({ data: STATS })));
        el.remove();
      }
    });

    it("asks for no course list itself: the carousels do", async () => {
      const net = api();
      await open();
      expect(net.calls.filter((c) => c.url.pathname.includes("/courses"))).toHaveLength(0);
    });
  });
});
