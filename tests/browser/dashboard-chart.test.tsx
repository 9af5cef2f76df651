/// <reference types="mocha" />
/**
 * The dashboard's learning-time chart in real Chromium: uPlot drawing inside the dashboard's
 * shadow root with its own CSS adopted there, one bar per course, the canvas as wide as its box
 * and following it, and the tooltip telling hours and minutes under the pointer. Also the recent
 * notifications' HTML through the real sanitiser, which happy-dom cannot run.
 */
import { expect } from "@esm-bundle/chai";
import "./pages/page-setup.ts";
import * as v from "valibot";
import { UserSchema } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { status, user } from "#shared/auth/session.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { tag as dashboardTag } from "../../widgets/dashboard/dashboard/dashboard.api.ts";
import * as dashboardRoot from "../../widgets/dashboard/dashboard/dashboard.tsx";
import { json, rendered, sleep, stubFetch, until } from "./helpers.ts";

const COURSES = [
  { course_name: "Computer Networking Essentials", time: 8100 }, // 2 h 15 min
  { course_name: "Introduction to IT", time: 2700 }, // 45 min
  { course_name: "Cybersecurity Basics", time: 5460 }, // 1 h 31 min
];
const STATS = {
  enrolled_courses: 3,
  enrolled_exams: 1,
  completed_courses: 1,
  exams_completed: 0,
  assessments_completed: 2,
  certificates_earned: 1,
  points: 1200,
  time_this_week: 3600,
  course_learning_time: COURSES,
};
const NOTIFICATIONS = {
  data: [
    {
      id: 1,
      title: "Certificate ready",
      message:
        '<p>Your <strong>certificate</strong> is ready<img src="data:image/png;base64,broken" onerror="window.__lpPwned = true"><script>window.__lpPwned = true</script></p>',
      status: "unread",
      formatted_type: "Certificate",
      since: "1 hour ago",
    },
  ],
  unread_count: 1,
  meta: { current_page: 1, last_page: 1, total: 1 },
};

/** The design token the bars are filled with: #0b6b50. */
const BRAND = [11, 107, 80];

stubFetch((url) => {
  if (url.pathname.endsWith("/learner-stats")) return json({ data: STATS });
  if (url.pathname.endsWith("/notifications")) return json(NOTIFICATIONS);
  return undefined;
});

saveToken("chart-test-token");
user.value = v.parse(UserSchema, { id: 7, name: "Awa Ngono", first_name: "Awa", last_name: "Ngono", email: "awa@example.cm" });
status.value = "authenticated";
defineWidget(dashboardTag, dashboardRoot);

let stage: HTMLElement;

beforeEach(() => {
  stage = document.createElement("main");
  document.body.append(stage);
});
afterEach(async () => {
  stage.remove();
  await sleep(20);
});
// The test runner reuses this tab for the next file: it must start signed out.
after(() => sessionStorage.clear());

interface Chart {
  root: ShadowRoot;
  plot: HTMLElement;
  canvas: HTMLCanvasElement;
  over: HTMLElement;
}

async function dashboard(width: number): Promise<Chart> {
  stage.style.width = `${width}px`;
  const el = document.createElement("lp-dashboard");
  stage.append(el);
  const canvas = await rendered<HTMLCanvasElement>(el, ".dash-chart-plot .uplot canvas", 5000);
  const root = el.shadowRoot!;
  return { root, plot: root.querySelector<HTMLElement>(".dash-chart-plot")!, canvas, over: root.querySelector<HTMLElement>(".u-over")! };
}

/**
 * The bars actually painted: runs of the brand colour along a line just above the x axis, each
 * with its middle in client coordinates.
 */
function paintedBars({ canvas, over }: Chart): { centerX: number; width: number }[] {
  const box = canvas.getBoundingClientRect();
  const plotBox = over.getBoundingClientRect();
  const scale = canvas.width / box.width;
  const y = Math.round((plotBox.bottom - 3 - box.top) * scale);
  const row = canvas.getContext("2d")!.getImageData(0, y, canvas.width, 1).data;
  const runs: { centerX: number; width: number }[] = [];
  let start = -1;
  for (let x = 0; x <= canvas.width; x++) {
    const i = x * 4;
    const brand = x < canvas.width && BRAND.every((c, k) => Math.abs(row[i + k] - c) < 24) && row[i + 3] > 200;
    if (brand && start < 0) start = x;
    if (!brand && start >= 0) {
      runs.push({ centerX: box.left + (start + x) / 2 / scale, width: (x - start) / scale });
      start = -1;
    }
  }
  return runs.filter((r) => r.width > 4);
}

/** How far down the canvas, in CSS pixels, the bar under `clientX` starts: a taller bar starts higher. */
function barTop({ canvas }: Chart, clientX: number): number {
  const box = canvas.getBoundingClientRect();
  const scale = canvas.width / box.width;
  const x = Math.round((clientX - box.left) * scale);
  const column = canvas.getContext("2d")!.getImageData(x, 0, 1, canvas.height).data;
  for (let y = 0; y < canvas.height; y++) if (BRAND.every((c, k) => Math.abs(column[y * 4 + k] - c) < 24)) return y / scale;
  return Infinity;
}

function hover(over: HTMLElement, clientX: number, clientY: number): void {
  const init = { bubbles: true, composed: true, clientX, clientY, button: 0 };
  over.dispatchEvent(new MouseEvent("mouseenter", init));
  over.dispatchEvent(new MouseEvent("mousemove", init));
}

const tooltipOf = (chart: Chart) => chart.root.querySelector<HTMLElement>(".dash-chart-tooltip")!;

describe("dashboard learning-time chart (real Chromium)", () => {
  it("draws one bar per course inside the dashboard's shadow root, with uPlot's CSS applied there", async () => {
    const chart = await dashboard(1000);
    expect(document.querySelector(".uplot")).to.equal(null);
    expect(chart.canvas.getRootNode()).to.equal(chart.root);
    // Without uPlot's sheet the overlay is static and sits below the canvas, not on it.
    expect(getComputedStyle(chart.over).position).to.equal("absolute");
    expect(getComputedStyle(chart.root.querySelector(".u-wrap")!).position).to.equal("relative");
    expect(chart.root.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.startsWith(".u-over")))).to.equal(true);
    expect(document.adoptedStyleSheets.length).to.equal(0);
    const bars = await until(() => (paintedBars(chart).length === 3 ? paintedBars(chart) : false), 3000, "three painted bars");
    // Left to right in the server's order, each as tall as its minutes: 135, 45 and 91 above the axis.
    expect(bars[0].centerX).to.be.lessThan(bars[1].centerX);
    expect(bars[1].centerX).to.be.lessThan(bars[2].centerX);
    const base = chart.over.getBoundingClientRect().bottom - chart.canvas.getBoundingClientRect().top;
    const heights = bars.map((b) => base - barTop(chart, b.centerX));
    expect(heights[1] / heights[0]).to.be.closeTo(45 / 135, 0.03);
    expect(heights[2] / heights[0]).to.be.closeTo(91 / 135, 0.03);
    // The canvas fills its box: as wide as the plot area's container.
    expect(chart.canvas.getBoundingClientRect().width).to.be.closeTo(chart.plot.clientWidth, 1.5);
    expect(chart.canvas.getBoundingClientRect().height).to.be.greaterThan(200);
    // The figures are there for assistive technology too.
    const rows = [...chart.root.querySelectorAll(".dash-chart-table tbody tr")].map((tr) => tr.textContent);
    expect(rows).to.deep.equal(["Computer Networking Essentials135", "Introduction to IT45", "Cybersecurity Basics91"]);
    // Hidden, it takes no room: nothing of it reaches past the dashboard's own box.
    const box = chart.root.host.getBoundingClientRect();
    for (const cell of chart.root.querySelectorAll(".dash-chart-table th, .dash-chart-table td"))
      expect(cell.getBoundingClientRect().right).to.be.at.most(box.right + 1);
  });

  it("resizes with its container", async () => {
    const chart = await dashboard(1000);
    const wide = chart.canvas.getBoundingClientRect().width;
    expect(wide).to.be.closeTo(chart.plot.clientWidth, 1.5);
    stage.style.width = "560px";
    await until(
      () => Math.abs(chart.canvas.getBoundingClientRect().width - chart.plot.clientWidth) <= 1.5 && chart.plot.clientWidth < wide - 100,
      3000,
      "the canvas to follow its box",
    );
    expect(chart.plot.scrollWidth).to.be.at.most(chart.plot.clientWidth + 1);
    await until(() => paintedBars(chart).length === 3, 3000, "three bars after the resize");
    const narrow = chart.canvas.getBoundingClientRect().width;
    stage.style.width = "900px";
    await until(() => chart.canvas.getBoundingClientRect().width > narrow + 100, 3000, "the canvas to grow again");
    expect(chart.canvas.getBoundingClientRect().width).to.be.closeTo(chart.plot.clientWidth, 1.5);
  });

  it("shows the hovered course's time in hours and minutes", async () => {
    const chart = await dashboard(1000);
    const bars = await until(() => (paintedBars(chart).length === 3 ? paintedBars(chart) : false), 3000, "three painted bars");
    const y = chart.over.getBoundingClientRect().bottom - 10;
    const tooltip = tooltipOf(chart);
    expect(tooltip.hidden).to.equal(true);

    hover(chart.over, bars[0].centerX, y);
    await until(() => !tooltip.hidden, 2000, "the tooltip to show");
    expect(tooltip.textContent).to.equal("Computer Networking Essentials: 2 hrs 15 mins");
    // Above its bar, inside the plot.
    const tip = tooltip.getBoundingClientRect();
    expect(tip.left + tip.width / 2).to.be.closeTo(bars[0].centerX, 2);
    expect(getComputedStyle(tooltip).position).to.equal("absolute");

    hover(chart.over, bars[1].centerX, y);
    await until(() => tooltip.textContent === "Introduction to IT: 0 hrs 45 mins", 2000, "the second bar's tooltip");
    hover(chart.over, bars[2].centerX, y);
    await until(() => tooltip.textContent === "Cybersecurity Basics: 1 hr 31 mins", 2000, "the third bar's tooltip");

    chart.over.dispatchEvent(new MouseEvent("mouseleave", { bubbles: true, composed: true }));
    await until(() => tooltip.hidden, 2000, "the tooltip to hide");
  });

  it("is destroyed with the dashboard", async () => {
    const chart = await dashboard(800);
    const uplotRoot = chart.root.querySelector(".uplot")!;
    chart.root.host.remove();
    // Unmounting alone takes the plot's box away with uPlot still inside; only destroy() detaches uPlot's root.
    await until(() => uplotRoot.parentNode === null, 2000, "uPlot's root detached by destroy()");
  });

  it("shows notification HTML sanitised: markup kept, scripts and handlers gone", async () => {
    const chart = await dashboard(1000);
    const message = await rendered(chart.root.host, ".dash-notification-message");
    expect(message.querySelector("strong")?.textContent).to.equal("certificate");
    expect(message.querySelector("script")).to.equal(null);
    expect(message.querySelector("img")?.hasAttribute("onerror") ?? false).to.equal(false);
    await sleep(50);
    expect((window as { __lpPwned?: boolean }).__lpPwned).to.equal(undefined);
  });

  it("reports no page errors", () => {
    expect(window.lpPage?.errors ?? []).to.deep.equal([]);
  });
});
