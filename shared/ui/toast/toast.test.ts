import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "#tests/support/dom.ts";
import { toast } from "./toast.ts";

const shown = () =>
  [...(document.querySelector("[data-lp-toasts]")?.shadowRoot?.querySelectorAll(".lp-toast") ?? [])].map((el) => el.textContent?.replace("×", ""));

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

/** Lets toastify finish hiding what it was told to hide. */
const settle = () => vi.advanceTimersByTime(500);

describe("toast", () => {
  it("replaces the toast of its kind instead of piling up", () => {
    toast("Please fill all fields", "error");
    toast("Please fill all fields", "error");
    toast("Passwords do not match", "error");
    settle();
    expect(shown()).toEqual(["Passwords do not match"]);
  });

  it("keeps a message that offers a press until it is pressed, then does it once and goes", () => {
    const run = vi.fn();
    toast("A new version is ready", "info", { label: "Reload", run });
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(["A new version is readyReload"]);
    const press = document.querySelector("[data-lp-toasts]")!.shadowRoot!.querySelector<HTMLButtonElement>(".lp-toast-action")!;
    press.click();
    settle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([]);
  });

  it("takes stale errors away on success", () => {
    toast("Network error", "error");
    toast("Saved!", "success");
    settle();
    expect(shown()).toEqual(["Saved!"]);
  });

  it("shows two at most, the newest", () => {
    toast("Loading your course", "info");
    toast("Could not save", "error");
    toast("Review added", "success");
    settle();
    expect(shown().sort()).toEqual(["Loading your course", "Review added"]);
    toast("Another note", "info");
    settle();
    expect(shown()).toHaveLength(2);
    expect(shown()).toContain("Another note");
  });
});
