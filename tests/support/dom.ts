import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { vi } from "vitest";

/** Lets pending promises, timers of 0 ms and React updates settle. */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits (with real timers) until `check` stops throwing or returns true. */
export async function until(check: () => unknown, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      if (check() !== false) return;
      failure = new Error("condition stayed false");
    } catch (error) {
      failure = error;
    }
    if (Date.now() > end) throw failure;
    await settle(1);
  }
}

/** Creates `tag`, sets its attributes and connects it to the document inside `act`. */
export async function mount<E extends HTMLElement = HTMLElement>(
  tag: string,
  attributes: Record<string, string> = {},
  parent: Node = document.body,
): Promise<E> {
  let element!: E;
  // A defined element renders as soon as an attribute is set, so all of it happens inside act.
  await act(async () => {
    element = document.createElement(tag) as E;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    parent.appendChild(element);
  });
  await settle(1);
  // A widget whose code is fetched on first use shows a placeholder until it arrives.
  await until(() => !element.shadowRoot?.querySelector(".lp-widget-pending"));
  return element;
}

/** The open shadow root of a widget (fails loudly when there is none). */
export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/** Finds a control by its label text, the way a person would. */
export function byLabel(root: ParentNode, label: string): HTMLInputElement {
  for (const el of root.querySelectorAll("label")) {
    if (el.textContent?.trim() === label) {
      const id = el.getAttribute("for");
      const input = id ? [...root.querySelectorAll("input, select, textarea")].find((i) => i.id === id) : el.querySelector("input");
      if (input) return input as HTMLInputElement;
    }
  }
  throw new Error(`no control labelled "${label}"`);
}

/** Finds a button by its visible text. */
export function button(root: ParentNode, text: string): HTMLButtonElement {
  // By its name: its words, or its label when it is an icon.
  const found = [...root.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** Types into a React-controlled input: the native value setter, then an input event. */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set;
    setter ? setter.call(input, value) : (input.value = value);
    input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
  });
}

/** Clicks inside `act` and lets the resulting work settle. */
export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
  });
  await settle(2);
}

/** Submits a form the way the Enter key does: through its submit event (even if the button is disabled). */
export async function submit(form: HTMLFormElement): Promise<void> {
  await act(async () => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
  await settle(2);
}

/** The text of every toast shown so far on this page. */
export function toastText(): string {
  return [...document.querySelectorAll("[data-lp-toasts]")].map((host) => host.shadowRoot?.textContent ?? "").join("\n");
}

/** Removes the toast area so the next test starts with none. */
export function clearToasts(): void {
  for (const host of document.querySelectorAll("[data-lp-toasts]")) host.remove();
}

const DATE_WORDS = { day: "Day", month: "Month", year: "Year" };

/** Writes YYYY-MM-DD into a DateFields (day, month, year), as a learner would; "" empties it. */
export async function typeDate(root: ParentNode, isoDate: string, words = DATE_WORDS): Promise<void> {
  const [year = "", month = "", day = ""] = isoDate ? isoDate.split("-") : [];
  await type(byLabel(root, words.day), day ? String(Number(day)) : "");
  await act(async () => {
    const select = byLabel(root, words.month) as unknown as HTMLSelectElement;
    select.value = month ? String(Number(month)) : "";
    select.dispatchEvent(new Event("change", { bubbles: true, composed: true }));
  });
  await type(byLabel(root, words.year), year);
}

/** What a DateFields holds, as YYYY-MM-DD ("" while any part is empty). */
export function dateValue(root: ParentNode, words = DATE_WORDS): string {
  const [day, month, year] = [byLabel(root, words.day).value, byLabel(root, words.month).value, byLabel(root, words.year).value];
  return day && month && year ? `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}` : "";
}

/**
 * Takes over what the server drew, as a widget's element does: the server's markup `html` in the
 * page, then `tree` hydrated into it. `complaints`: what React said of a render unlike the server's.
 */
export async function takeOver(html: string, tree: ReactElement): Promise<{ host: HTMLElement; complaints: number; unmount(): void }> {
  const host = document.body.appendChild(document.createElement("div"));
  host.innerHTML = html;
  const errors = vi.spyOn(console, "error");
  const root = await act(async () => hydrateRoot(host, tree));
  const complaints = errors.mock.calls.length;
  errors.mockRestore();
  return { host, complaints, unmount: () => act(() => root.unmount()) };
}
