import { describe, expect, it } from "vitest";
import { DASHBOARD_BREAKPOINTS, PUBLIC_SITE_BREAKPOINTS, parseBreakpoints, perViewFor } from "./breakpoints.ts";

describe("items per view by the carousel's width", () => {
  it.each([
    [0, 1],
    [320, 1],
    [463, 1],
    [464, 2],
    [800, 2],
    [1023, 2],
    [1024, 3],
    [1439, 3],
    [1440, 4],
    [2400, 4],
  ])("dashboard: %i px shows %i", (width, expected) => {
    expect(perViewFor(width, DASHBOARD_BREAKPOINTS)).toBe(expected);
  });

  it.each([
    [0, 1],
    [767, 1],
    [768, 2],
    [1199, 2],
    [1200, 3],
    [1653, 3],
    [1654, 4],
    [3000, 4],
  ])("public site: %i px shows %i", (width, expected) => {
    expect(perViewFor(width, PUBLIC_SITE_BREAKPOINTS)).toBe(expected);
  });
});

describe("the breakpoints attribute", () => {
  it("reads the public site's set, in any order and with spaces", () => {
    expect(parseBreakpoints("1654:4,1200:3,768:2")).toEqual(PUBLIC_SITE_BREAKPOINTS);
    expect(parseBreakpoints(" 768 : 2 , 1654:4,1200:3 ")).toEqual(PUBLIC_SITE_BREAKPOINTS);
  });

  it("takes any count of breakpoints", () => {
    const layout = parseBreakpoints("1200:5,900:4,600:2");
    expect(perViewFor(1300, layout)).toBe(5);
    expect(perViewFor(1000, layout)).toBe(4);
    expect(perViewFor(700, layout)).toBe(2);
    expect(perViewFor(599, layout)).toBe(1);
  });

  it("falls back to the default when absent or malformed", () => {
    for (const bad of [undefined, null, "", "  ", "wide", "1200:3;768:2", "1200:0", "1200:99", "1200:3,", "-5:2"])
      expect(parseBreakpoints(bad)).toEqual(DASHBOARD_BREAKPOINTS);
    expect(parseBreakpoints("nonsense", PUBLIC_SITE_BREAKPOINTS)).toEqual(PUBLIC_SITE_BREAKPOINTS);
  });
});
