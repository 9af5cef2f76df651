import { afterEach, describe, expect, it } from "vitest";
import { chooseLowData, lowData } from "./low-data.ts";
import { resetConfig } from "./runtime.ts";

const connection = (saveData: boolean) => Object.defineProperty(navigator, "connection", { value: { saveData }, configurable: true });

afterEach(() => {
  chooseLowData(null);
  delete window.lpConfig;
  resetConfig();
  connection(false);
});

describe("low-data mode", () => {
  it("is off unless asked for", () => {
    expect(lowData()).toBe(false);
  });

  it("is on when the page came with the browser's Save-Data, or the connection says to save data", () => {
    window.lpConfig = { saveData: "on" };
    resetConfig();
    expect(lowData()).toBe(true);
    delete window.lpConfig;
    resetConfig();
    connection(true);
    chooseLowData(null);
    expect(lowData()).toBe(true);
  });

  it("follows the learner's own choice over the browser's, kept on this device, until they give it back", () => {
    connection(true);
    chooseLowData("off");
    expect(lowData()).toBe(false);
    expect(localStorage.getItem("lpLowData")).toBe("off");
    chooseLowData("on");
    connection(false);
    expect(lowData()).toBe(true);
    chooseLowData(null);
    expect(localStorage.getItem("lpLowData")).toBeNull();
    expect(lowData()).toBe(false);
  });
});
