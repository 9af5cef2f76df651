import { describe, expect, it } from "vitest";
import tokensCss from "#shared/styles/tokens.css?raw";
import { letterGrade, resultTier, timerLevel, topicClass } from "./rules.ts";
import runnerCss from "./runner.css?raw";

const uncommented = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

/** Each rule of runner.css as its selectors and its declarations. */
const rules = [...uncommented(runnerCss).matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selectors, body]) => ({
  selectors: selectors.split(",").map((s) => s.trim()),
  declarations: new Map([...body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()])),
}));

/** Every colour custom property the runner can read, with its light and its dark value. */
const palette = new Map(
  [...uncommented(tokensCss + runnerCss).matchAll(/(--[\w-]+)\s*:\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)/gi)].map(
    ([, name, light, dark]) => [name, { light, dark }],
  ),
);

/** The colour the rule for exactly `selector` gives `property`, in light and in dark. */
function colourOf(selector: string, property: string) {
  const rule = rules.find((r) => r.selectors.includes(selector) && r.declarations.has(property));
  const value = rule?.declarations.get(property);
  const token = value?.match(/^var\((--[\w-]+)\)$/)?.[1];
  return token ? palette.get(token) : undefined;
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const scores = Array.from({ length: 101 }, (_, i) => i);
const stepsOf = <T extends string>(steps: T[]) => [...new Set(steps)];

/** Each scale's steps, as the rules give them, and the rule that colours a step. */
const scales = [
  {
    name: "the timer's steps",
    steps: stepsOf(Array.from({ length: 122 }, (_, left) => timerLevel(left - 1, 120))),
    colour: (step: string) => colourOf(`.runner-dial[data-level="${step}"]`, "--runner-dial-color"),
  },
  {
    name: "the result card's tiers",
    steps: stepsOf(scores.map((score) => resultTier(score, 50))),
    colour: (step: string) => colourOf(`.runner-result [data-tier="${step}"]`, "color"),
  },
  {
    name: "the history's topic classes",
    steps: stepsOf(scores.map((score) => topicClass(score, 50))),
    colour: (step: string) => colourOf(`.runner-attempt-topics [data-class="${step}"]`, "color"),
  },
  {
    name: "the topic letter grades",
    steps: stepsOf(scores.map((score) => letterGrade(score, 50))),
    colour: (step: string) => colourOf(`.runner-topic-grade[data-grade="${step}"]`, "color"),
  },
];

describe.each(scales)("$name", ({ steps, colour }) => {
  it("each have a colour of their own, in light and in dark", () => {
    const colours = steps.map((step) => [step, colour(step)] as const);
    for (const [step, c] of colours) expect(c, step).toBeDefined();
    expect(new Set(colours.map(([, c]) => c?.light)).size).toBe(steps.length);
    expect(new Set(colours.map(([, c]) => c?.dark)).size).toBe(steps.length);
  });

  it("each read at AA (4.5:1) on the cards and on the tiles and chips, in both themes", () => {
    const grounds = ["--lp-color-surface", "--lp-color-subtle"].map((token) => palette.get(token)!);
    for (const step of steps) {
      const c = colour(step)!;
      for (const ground of grounds) {
        expect(contrast(c.light, ground.light), `${step} in light`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.dark, ground.dark), `${step} in dark`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

it("the scales have the spec's number of steps", () => {
  expect(scales.map((s) => s.steps.length)).toEqual([4, 4, 4, 6]);
});
