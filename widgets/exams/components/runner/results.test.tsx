import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { HistoryItem, Result } from "#shared/api/exam-taking.ts";
import { History } from "./history.tsx";
import { NextStep } from "./next-step.tsx";
import { Results } from "./results.tsx";

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

async function render(node: React.ReactNode) {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(node));
  return host;
}

/** A submitted attempt: `score` against `passing`, its topics as [name, correct, total]. */
function result(score: number, passing: number, topics: [string, number, number][] = []): Result {
  return {
    passing_score: passing,
    submitted_before: true,
    // The API's rule: a pass is strictly above the passing score.
    passed: score > passing,
    show_solution: false,
    abandoned_last_attempt: false,
    next_attempt_at: null,
    last_attempted_at: null,
    topics: topics.map(([topic_name, correct, total], i) => ({ topic_id: i + 1, topic_name, correct, total })),
    stats: { time_taken: 300, total: 20, correct: Math.round(score / 5), wrong: 20 - Math.round(score / 5), score },
  };
}

const overview = (r: Result) =>
  render(
    <>
      <Results result={r} />
      <NextStep
        info={{ id: 1, title: "Algebra", duration: 10, totalQuestions: 20, result: r }}
        onStart={() => undefined}
        onInstructions={() => undefined}
        onSolution={() => undefined}
      />
    </>,
  );

const text = (host: ParentNode, selector: string) => host.querySelector(selector)?.textContent?.trim();
const grades = (host: ParentNode) => [...host.querySelectorAll(".runner-topic-grade [aria-hidden]")].map((g) => g.textContent);
const tier = (host: ParentNode) => host.querySelector(".runner-result [data-tier]")?.getAttribute("data-tier");

describe("the overview's grading agrees with the pass badge", () => {
  it("never tells a learner who passed that they did poorly, on a low passing score", async () => {
    const host = await overview(
      result(55, 40, [
        ["Fractions", 9, 20],
        ["Equations", 6, 10],
      ]),
    );
    expect(text(host, ".runner-completion .runner-badge")).toBe("Passed");
    expect(text(host, ".runner-completion h3")).toBe("Fair performance.");
    expect(tier(host)).toBe("needs-improvement");
    // 45% and 60% are above the 40% needed: neither reads as failed.
    expect(grades(host)).toEqual(["E", "D"]);
  });

  it("never tells a learner who failed that they did well, on a high passing score", async () => {
    const host = await overview(
      result(78, 80, [
        ["Fractions", 15, 20],
        ["Equations", 9, 10],
      ]),
    );
    expect(text(host, ".runner-completion .runner-badge")).toBe("Failed");
    expect(text(host, ".runner-completion h3")).toBe("Poor performance.");
    expect(tier(host)).toBe("poor");
    // A topic below the 80% needed reads as failed; one above it keeps its grade.
    expect(grades(host)).toEqual(["F", "A"]);
    expect(text(host, ".runner-grading")).toContain("Fail");
  });

  it("keeps a score equal to the passing score neutral: no badge, no praise, no F", async () => {
    const host = await overview(result(80, 80, [["Fractions", 16, 20]]));
    expect(host.querySelector(".runner-completion .runner-badge")).toBeNull();
    expect(text(host, ".runner-completion h3")).toBe("Fair performance.");
    expect(tier(host)).toBe("needs-improvement");
    expect(grades(host)).toEqual(["B"]);
  });

  it("keeps the spec's words on the default passing score of 50", async () => {
    const host = await overview(
      result(92, 50, [
        ["Fractions", 19, 20],
        ["Equations", 4, 10],
      ]),
    );
    expect(text(host, ".runner-completion .runner-badge")).toBe("Passed");
    expect(text(host, ".runner-completion h3")).toBe("Outstanding work!");
    expect(tier(host)).toBe("excellent");
    expect(grades(host)).toEqual(["A", "F"]);
  });
});

describe("each step of a scale has its own look, and its words or figures beside the colour", () => {
  it("marks the result card's score with its tier", async () => {
    const tiers = [];
    for (const score of [95, 80, 60, 40]) {
      const host = await render(<Results result={result(score, 50)} />);
      expect(text(host, ".runner-result [data-tier]")).toBe(`${score}%`);
      tiers.push(tier(host));
      await act(async () => root?.unmount());
      document.body.replaceChildren();
    }
    expect(tiers).toEqual(["excellent", "good", "needs-improvement", "poor"]);
  });

  it("puts each topic's letter grade on its chip", async () => {
    const host = await render(
      <Results
        result={result(70, 50, [
          ["A", 19, 20],
          ["B", 17, 20],
          ["C", 15, 20],
          ["D", 13, 20],
          ["E", 11, 20],
          ["F", 6, 20],
        ])}
      />,
    );
    const chips = [...host.querySelectorAll(".runner-topic-grade")];
    expect(chips.map((chip) => chip.getAttribute("data-grade"))).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(grades(host)).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("marks each topic of an attempt in the history with its class", async () => {
    const attempt: HistoryItem = {
      number: 1,
      date: null,
      time_taken: 60,
      correct: 10,
      total: 20,
      score: 50,
      passing_score: 50,
      status: "failed",
      results: [95, 80, 60, 20].map((score, i) => ({ topic_name: `Topic ${i + 1}`, score })),
    };
    const host = await render(<History items={[attempt]} />);
    const topics = [...host.querySelectorAll(".runner-attempt-topics li")];
    expect(topics.map((li) => li.getAttribute("data-class"))).toEqual(["excellent", "good", "average", "poor"]);
    expect(topics.map((li) => li.textContent)).toEqual(["Topic 1: 95%", "Topic 2: 80%", "Topic 3: 60%", "Topic 4: 20%"]);
  });
});
