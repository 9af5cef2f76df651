/// <reference types="mocha" />
/** Small helpers for the real-browser tests (no fake timers, no React act: the real event loop). */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Polls until `check` returns something other than false without throwing; rethrows the last failure on time-out. */
export async function until<T>(check: () => T | false, timeoutMs = 3000, what = "condition"): Promise<T> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = check();
      if (value !== false) return value as T;
      failure = new Error(`${what} stayed false for ${timeoutMs} ms`);
    } catch (error) {
      failure = error;
    }
    if (performance.now() > end) throw failure;
    await sleep(10);
  }
}

/** The open shadow root of a widget, or a failure naming the tag. */
export function shadowOf(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no open shadow root`);
  return root;
}

/** Waits until the widget has rendered something matching `selector` in its shadow root. */
export function rendered<E extends Element = HTMLElement>(el: Element, selector: string, timeoutMs = 3000): Promise<E> {
  return until(() => el.shadowRoot?.querySelector<E>(selector) ?? false, timeoutMs, `<${el.localName}> rendering ${selector}`);
}

/** The window of a same-origin iframe, typed loosely so tests can reach their page's globals. */
export type FrameWindow = Window & typeof globalThis & Record<string, unknown>;

/** Adds an iframe to the document and waits for its load event. */
export async function openFrame(init: { src?: string; srcdoc?: string }, width = 1000, height = 800): Promise<HTMLIFrameElement> {
  const frame = document.createElement("iframe");
  frame.width = String(width);
  frame.height = String(height);
  const loaded = new Promise<void>((resolve, reject) => {
    frame.addEventListener("load", () => resolve(), { once: true });
    frame.addEventListener("error", () => reject(new Error("iframe failed to load")), { once: true });
  });
  if (init.srcdoc !== undefined) frame.srcdoc = init.srcdoc;
  else if (init.src) frame.src = init.src;
  document.body.append(frame);
  await loaded;
  return frame;
}

export const frameWindow = (frame: HTMLIFrameElement) => frame.contentWindow as FrameWindow;

/** An empty page that runs one bundled entry module under the given Content-Security-Policy. */
export function pageUrl(entry: string, csp?: string): string {
  const query = new URLSearchParams({ entry });
  if (csp) query.set("csp", csp);
  return `/__lp/page.html?${query}`;
}

/** Types into a React-controlled input the way a user would: native value setter, then an input event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  setter.call(input, value);
  const EventCtor = input.ownerDocument.defaultView!.Event;
  input.dispatchEvent(new EventCtor("input", { bubbles: true }));
}

/** A JSON answer, as the platform API sends it. */
export const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

/**
 * Answers this page's fetch calls with `answer` by URL; what it leaves undefined goes on to the
 * real fetch. Returns the restore.
 */
export function stubFetch(answer: (url: URL, init?: RequestInit) => Response | undefined): () => void {
  const real = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return answer(url, init) ?? real.call(window, input, init);
  };
  return () => {
    window.fetch = real;
  };
}
