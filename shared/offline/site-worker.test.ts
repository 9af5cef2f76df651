import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseLowData } from "#shared/config/low-data.ts";
import { clearToasts } from "#tests/support/dom.ts";
import { keepSite } from "./site-worker.ts";

/** A browser's service worker container, as far as the page uses it: one registration, a worker in use or not. */
function fakeWorkers({ inUse }: { inUse: boolean }) {
  const listeners: Record<string, (() => void)[]> = {};
  const waiting = { postMessage: vi.fn() };
  const registration = { waiting: null as typeof waiting | null, installing: null, addEventListener: vi.fn() };
  const active = { postMessage: vi.fn() };
  const container = {
    controller: inUse ? {} : null,
    ready: Promise.resolve({ active }),
    register: vi.fn(async () => registration),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
  };
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return { container, registration, waiting, active, takeOver: () => listeners.controllerchange?.forEach((l) => l()) };
}

const offer = () => document.querySelector("[data-lp-toasts]")?.shadowRoot?.querySelector(".lp-toast");
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  clearToasts();
  reload = vi.fn<() => void>();
  vi.spyOn(location, "reload").mockImplementation(reload);
});
afterEach(() => {
  vi.restoreAllMocks();
  chooseLowData(null);
});

describe("the site's service worker, from the page", () => {
  it("is registered for the whole site, from the site's own path only, and asked to keep the learner's code", async () => {
    const { container, active } = fakeWorkers({ inUse: false });
    await keepSite("/sw.js");
    await keepSite("https://elsewhere.example/sw.js");
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(active.postMessage).toHaveBeenCalledWith({ type: "keep-learner-code" });
  });

  it("fetches nothing ahead in low-data mode", async () => {
    const { active } = fakeWorkers({ inUse: false });
    chooseLowData("on");
    await keepSite("/sw.js");
    expect(active.postMessage).not.toHaveBeenCalled();
  });

  it("offers a build waiting behind the one in use, and takes it, reloading, only on Reload", async () => {
    const workers = fakeWorkers({ inUse: true });
    workers.registration.waiting = workers.waiting;
    await keepSite("/sw.js");
    await vi.waitFor(() => expect(offer()?.textContent).toContain("A new version is ready"));
    expect(workers.waiting.postMessage).not.toHaveBeenCalled();
    // Another tab's press takes the new build over here too: this page does not reload for it.
    workers.takeOver();
    expect(reload).not.toHaveBeenCalled();

    offer()!.querySelector<HTMLButtonElement>(".lp-toast-action")!.click();
    expect(workers.waiting.postMessage).toHaveBeenCalledWith({ type: "skip-waiting" });
    workers.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does nothing more where the browser blocks workers and answers with no registration", async () => {
    const workers = fakeWorkers({ inUse: false });
    workers.container.register.mockResolvedValueOnce(undefined as never);
    await expect(keepSite("/sw.js")).resolves.toBeUndefined();
    expect(offer()).toBeFalsy();
  });

  it("offers nothing on a first install: there is no build in use to replace", async () => {
    const workers = fakeWorkers({ inUse: false });
    workers.registration.waiting = workers.waiting;
    keepSite("/sw.js");
    await settle();
    expect(offer()).toBeFalsy();
  });
});
