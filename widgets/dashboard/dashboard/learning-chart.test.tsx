import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { until } from "#tests/support/dom.ts";
import { LearningChart } from "./learning-chart.tsx";

// The chart's code cannot be fetched (offline, a failed deploy).
vi.mock("./uplot-chart.ts", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe("learning-time chart without its code", () => {
  it("shows the figures as a visible table instead of a blank box", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root!.render(
        <LearningChart
          courses={[
            { course_name: "Networking", time: 8100 },
            { course_name: "Intro to IT", time: 2700 },
          ]}
        />,
      ),
    );
    await until(() => host.querySelector(".dash-chart-plot") === null);
    const table = host.querySelector("table")!;
    expect(table.closest(".lp-visually-hidden")).toBeNull();
    expect([...table.querySelectorAll("tbody tr")].map((tr) => tr.textContent)).toEqual(["Networking135", "Intro to IT45"]);
  });
});
