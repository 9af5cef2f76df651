import { afterEach, describe, expect, it, vi } from "vitest";
import { COPY_SHOWN_AT_MOST_MS, takeOverCopy } from "./copy-take-over.ts";
import { type EarlyPresses, holdEarlyPresses } from "./early-presses.ts";

/** A widget's element whose root the loader filled with a copy of the last screen. */
function copied(): ShadowRoot {
  const host = document.body.appendChild(document.createElement("lp-test-copied"));
  host.setAttribute("data-lp-copy", "");
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = '<div class="lp-root"><h1>Welcome back, Esi</h1></div>';
  return root;
}

const presses = (): EarlyPresses & { replayedIn: number } => {
  const held = { replayedIn: 0, replay: () => undefined, drop: () => undefined, replayIn: () => void held.replayedIn++ };
  return held;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("a widget taking the place of the copy of the last screen", () => {
  it("draws beneath the copy, unseen, and takes its place once what it draws has no placeholder left", async () => {
    const root = copied();
    const early = presses();
    let live!: HTMLElement;
    let onLive!: () => void;
    takeOverCopy(root, {
      module: Promise.resolve({ styles: [".x{}"] }),
      early,
      mount: (container, drawn) => {
        live = container;
        onLive = drawn;
        container.innerHTML = '<div class="lp-root"><div class="lp-skeleton"></div></div>';
      },
      connected: () => true,
    });
    await settle();
    onLive();
    await settle();
    // Still loading: the copy shows, the widget's drawing is there but unseen.
    expect(root.querySelector(".lp-copy-live")).toBe(live);
    expect(root.textContent).toContain("Welcome back, Esi");
    expect(root.host.hasAttribute("data-lp-copy")).toBe(true);
    live.innerHTML = '<div class="lp-root"><h1>Welcome back, Ama</h1></div>';
    await settle();
    expect(root.textContent).toBe("Welcome back, Ama");
    expect(root.querySelector(".lp-copy")!.classList.contains("lp-copy-taken")).toBe(true);
    expect(root.host.hasAttribute("data-lp-copy")).toBe(false);
    expect(early.replayedIn).toBe(1);
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(2);
  });

  it("keeps a keyboard reader on the same link when the widget takes the copy's place, where it reads the same", async () => {
    for (const [now, kept] of [
      ["My courses", true],
      ["Certificates", false],
    ] as const) {
      const root = copied();
      root.innerHTML = '<nav><a href="/account">Dashboard</a><a href="/account/courses">My courses</a></nav>';
      (root.querySelectorAll("a")[1] as HTMLElement).focus();
      takeOverCopy(root, {
        module: Promise.resolve({}),
        early: holdEarlyPresses(root),
        mount: (container, drawn) => {
          container.innerHTML = `<nav><a href="/account">Dashboard</a><a href="/account/courses">${now}</a></nav>`;
          drawn();
        },
        connected: () => true,
      });
      await settle();
      await settle();
      expect(root.host.hasAttribute("data-lp-copy")).toBe(false);
      expect(root.activeElement?.textContent ?? null).toBe(kept ? now : null);
      document.body.replaceChildren();
    }
  });

  it(`gives the copy up after ${COPY_SHOWN_AT_MOST_MS / 1000} s when the widget never draws`, async () => {
    vi.useFakeTimers();
    const root = copied();
    takeOverCopy(root, { module: Promise.resolve({}), early: presses(), mount: () => undefined, connected: () => true });
    await vi.advanceTimersByTimeAsync(COPY_SHOWN_AT_MOST_MS - 100);
    expect(root.host.hasAttribute("data-lp-copy")).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(root.host.hasAttribute("data-lp-copy")).toBe(false);
    expect(root.textContent).toBe("");
  });

  it("does no press held on the copy once its element has left the page", async () => {
    vi.useFakeTimers();
    const root = copied();
    let onPage = true;
    let dropped = false;
    const early = { ...presses(), drop: () => void (dropped = true) };
    takeOverCopy(root, { module: Promise.resolve({}), early, mount: () => undefined, connected: () => onPage });
    await vi.advanceTimersByTimeAsync(0);
    root.host.remove();
    onPage = false;
    await vi.advanceTimersByTimeAsync(COPY_SHOWN_AT_MOST_MS);
    expect(dropped).toBe(true);
    expect(early.replayedIn).toBe(0);
  });

  it("leaves the copy as it is when the widget's code does not come", async () => {
    const root = copied();
    let dropped = false;
    takeOverCopy(root, {
      module: Promise.reject(new Error("offline")),
      early: { ...presses(), drop: () => void (dropped = true) },
      mount: () => undefined,
      connected: () => true,
    });
    await settle();
    expect(root.textContent).toBe("Welcome back, Esi");
    expect(dropped).toBe(true);
  });
});
