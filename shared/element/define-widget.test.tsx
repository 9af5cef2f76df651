import { useSignals } from "@preact/signals-react/runtime";
import { act, useEffect, useLayoutEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { mount, settle, shadow, until } from "#tests/support/dom.ts";
import { defineWidget, type WidgetProps } from "./define-widget.tsx";
import { type EarlyPresses, holdEarlyPresses } from "./early-presses.ts";

interface ProbeProps extends WidgetProps {
  label?: string;
  flag?: boolean;
  count?: number;
}

let mounted = 0;
let unmounted = 0;

function Probe({ label, flag, count }: ProbeProps) {
  useSignals();
  const [clicks, setClicks] = useState(0);
  const [note, setNote] = useState("");
  useEffect(() => {
    mounted++;
    return () => {
      unmounted++;
    };
  }, []);
  return (
    <div className="probe">
      <span className="label">{label === undefined ? "(none)" : label}</span>
      <span className="flag">{String(flag)}</span>
      <span className="count">{String(count)}</span>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        clicked {clicks}
      </button>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <span className="note">{note}</span>
    </div>
  );
}

const PROBE_CSS = ".probe { color: rgb(1, 2, 3); }";
const PROBE_ATTRIBUTES = { label: "string", flag: "boolean", count: "number" } as const;
const PROBE = { default: Probe, styles: [PROBE_CSS] };
/** A tag of the probe's: `lp-probe-<n>`. */
const probeTag = (tag: string) => ({ tag: tag as `lp-${string}`, attributes: PROBE_ATTRIBUTES });

let tagCounter = 0;
/** Custom elements cannot be redefined: every test gets its own tag. */
function defineProbe(): string {
  const tag = `lp-probe-${++tagCounter}`;
  defineWidget(probeTag(tag), PROBE);
  return tag;
}

const text = (el: Element, selector: string) => shadow(el).querySelector(selector)?.textContent;

async function act$(fn: () => void): Promise<void> {
  await act(async () => fn());
  await settle(1);
}

beforeEach(() => {
  mounted = 0;
  unmounted = 0;
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  locale.value = "en";
  vi.restoreAllMocks();
});

describe("defineWidget", () => {
  it("renders into an open shadow root with the shared sheets and the widget's own CSS", async () => {
    const tag = defineProbe();
    const el = await mount(tag, { label: "Hello" });
    const root = shadow(el);
    expect(root.mode).toBe("open");
    expect(root.querySelector(".label")?.textContent).toBe("Hello");
    expect(document.body.querySelector(".label")).toBeNull(); // nothing leaks into the light DOM

    const sheets = root.adoptedStyleSheets;
    expect(sheets).toHaveLength(3);
    const cssText = sheets.map((s) => [...s.cssRules].map((r) => r.cssText).join("\n"));
    expect(cssText[0]).toContain("--lp-color-brand"); // design tokens
    expect(cssText[1]).toContain(".lp-button"); // shared controls
    expect(cssText[2]).toContain(".probe"); // the widget's own CSS
    expect(root.querySelector("style")).toBeNull(); // constructable sheets only (CSP-safe)
  });

  it("takes the page's theme (lpConfig.theme) on every widget, and leaves the reader's system to decide by default", async () => {
    const tag = defineProbe();
    const system = await mount(tag);
    expect(system.hasAttribute("data-lp-theme")).toBe(false);
    window.lpConfig = { theme: "dark" };
    resetConfig();
    try {
      const dark = await mount(tag);
      expect(dark.getAttribute("data-lp-theme")).toBe("dark");
    } finally {
      delete window.lpConfig;
      resetConfig();
    }
  });

  it("shares one parsed sheet between instances", async () => {
    const tag = defineProbe();
    const a = await mount(tag);
    const b = await mount(tag);
    const sa = shadow(a).adoptedStyleSheets;
    const sb = shadow(b).adoptedStyleSheets;
    sa.forEach((s, i) => expect(s).toBe(sb[i]));
  });

  it("reads a boolean attribute by presence", async () => {
    const tag = defineProbe();
    const absent = await mount(tag);
    expect(text(absent, ".flag")).toBe("false");

    const el = await mount(tag, { flag: "" });
    expect(text(el, ".flag")).toBe("true");

    await act$(() => el.removeAttribute("flag"));
    expect(text(el, ".flag")).toBe("false");

    await act$(() => el.setAttribute("flag", ""));
    expect(text(el, ".flag")).toBe("true");

    await act$(() => el.setAttribute("flag", "false"));
    expect(text(el, ".flag")).toBe("false");

    await act$(() => el.setAttribute("flag", "flag"));
    expect(text(el, ".flag")).toBe("true");
  });

  it("reads boolean and string attributes written in the page's HTML before the widget loads", async () => {
    const tag = `lp-probe-${++tagCounter}`;
    await act$(() => {
      document.body.innerHTML = `<${tag} flag label="Bonjour" count="3"></${tag}>`;
    });
    await act$(() => defineWidget(probeTag(tag), PROBE));
    const el = document.body.querySelector(tag)!;
    expect(text(el, ".flag")).toBe("true");
    expect(text(el, ".label")).toBe("Bonjour");
    expect(text(el, ".count")).toBe("3");
  });

  it("resets a string prop when its attribute is removed", async () => {
    const tag = defineProbe();
    const el = await mount(tag, { label: "Hello", count: "4" });
    expect(text(el, ".label")).toBe("Hello");
    await act$(() => el.removeAttribute("label"));
    expect(text(el, ".label")).toBe("(none)");
    await act$(() => el.removeAttribute("count"));
    expect(text(el, ".count")).toBe("undefined");
    await act$(() => el.setAttribute("label", "Again"));
    expect(text(el, ".label")).toBe("Again");
  });

  it("follows properties set by script", async () => {
    const tag = defineProbe();
    const el = (await mount(tag)) as HTMLElement & ProbeProps;
    await act$(() => {
      el.label = "From a property";
      el.flag = true;
      el.count = 12;
    });
    expect(text(el, ".label")).toBe("From a property");
    expect(text(el, ".flag")).toBe("true");
    expect(text(el, ".count")).toBe("12");
    await act$(() => {
      el.flag = false;
    });
    expect(text(el, ".flag")).toBe("false");
  });

  it("keeps properties a page set before the tag was defined", async () => {
    const tag = `lp-probe-${++tagCounter}`;
    const el = document.createElement(tag) as HTMLElement & ProbeProps;
    el.label = "Set early";
    el.flag = true;
    await act$(() => document.body.append(el));
    await act$(() => defineWidget(probeTag(tag), PROBE));
    expect(text(el, ".label")).toBe("Set early");
    expect(text(el, ".flag")).toBe("true");
    // And the accessor works from then on.
    await act$(() => {
      el.label = "Later";
    });
    expect(text(el, ".label")).toBe("Later");
  });

  it("keeps React state when the element is moved to another parent", async () => {
    const tag = defineProbe();
    const first = document.createElement("div");
    const second = document.createElement("section");
    document.body.append(first, second);
    const el = await mount(tag, {}, first);
    const counter = () => shadow(el).querySelector("button")!;
    await act$(() => counter().click());
    await act$(() => counter().click());
    expect(counter().textContent).toBe("clicked 2");

    await act$(() => second.appendChild(el));
    expect(el.parentNode).toBe(second);
    expect(counter().textContent).toBe("clicked 2");
    expect(mounted).toBe(1);
    expect(unmounted).toBe(0);
  });

  it("unmounts a widget removed from the page for good", async () => {
    const tag = defineProbe();
    const el = await mount(tag);
    expect(mounted).toBe(1);
    await act$(() => el.remove());
    expect(unmounted).toBe(1);
  });

  it("does not throw when a tag is defined twice, and keeps the first definition", async () => {
    const tag = defineProbe();
    const first = customElements.get(tag);
    function Other() {
      return <p className="other">other</p>;
    }
    expect(() => defineWidget({ tag: tag as `lp-${string}`, attributes: {} }, { default: Other })).not.toThrow();
    expect(customElements.get(tag)).toBe(first);
    const el = await mount(tag, { label: "still the probe" });
    expect(text(el, ".label")).toBe("still the probe");
  });

  it("shows a message instead of a blank box when the widget crashes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Crashing(): never {
      throw new Error("boom");
    }
    const tag = `lp-crash-${++tagCounter}`;
    defineWidget({ tag: tag as `lp-${string}`, attributes: {} }, { default: Crashing });
    const el = await mount(tag);
    const alert = shadow(el).querySelector('[role="alert"]');
    expect(alert?.textContent).toBe("Something went wrong. Please reload the page.");
  });

  it("contains a crash to the widget that crashed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Crashing(): never {
      throw new Error("boom");
    }
    const crashTag = `lp-crash-${++tagCounter}`;
    defineWidget({ tag: crashTag as `lp-${string}`, attributes: {} }, { default: Crashing });
    const probeTag = defineProbe();
    await mount(crashTag);
    const healthy = await mount(probeTag, { label: "fine" });
    expect(text(healthy, ".label")).toBe("fine");
  });

  it("sets lang on its root from the locale signal and follows a change", async () => {
    const tag = defineProbe();
    const el = await mount(tag);
    const root = () => shadow(el).querySelector(".lp-root")!;
    expect(root().getAttribute("lang")).toBe("en");
    await act$(() => {
      locale.value = "fr";
    });
    expect(root().getAttribute("lang")).toBe("fr");
  });

  it("shows the crash message in the page's language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    locale.value = "fr";
    function Crashing(): never {
      throw new Error("boom");
    }
    const tag = `lp-crash-${++tagCounter}`;
    defineWidget({ tag: tag as `lp-${string}`, attributes: {} }, { default: Crashing });
    const el = await mount(tag);
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).toBe("Un problème est survenu. Veuillez recharger la page.");
  });
});

describe("a root fetched on first use", () => {
  it("renders at once, with no placeholder, once its code has arrived for an earlier element", async () => {
    const tag = `lp-lazy-${++tagCounter}` as const;
    let fetched = 0;
    defineWidget({ tag, attributes: PROBE_ATTRIBUTES }, () => {
      fetched++;
      return Promise.resolve(PROBE);
    });
    const first = await mount(tag, { label: "one" });
    expect(text(first, ".label")).toBe("one");
    let second!: HTMLElement;
    await act(async () => {
      second = document.createElement(tag);
      second.setAttribute("label", "two");
      document.body.append(second);
    });
    expect(shadow(second).querySelector(".lp-widget-pending")).toBeNull();
    expect(text(second, ".label")).toBe("two");
    expect(fetched).toBe(1);
    expect(shadow(second).adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes("rgb(1, 2, 3)")))).toBe(true);
  });

  it("says the widget cannot be shown when its code cannot be fetched", async () => {
    const tag = `lp-offline-${++tagCounter}` as const;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    defineWidget({ tag, attributes: {} }, () => Promise.reject(new Error("offline")));
    const el = document.createElement(tag);
    await act(async () => document.body.append(el));
    await until(() => shadow(el).querySelector(".lp-crashed") !== null);
    expect(shadow(el).querySelector(".lp-crashed")?.textContent).toBe("Something went wrong. Please reload the page.");
  });
});

/** The roots whose presses the page's loader holds from its start (lp-widgets.ts), as it hands them to their widget. */
const heldByLoader = new Map<ShadowRoot, EarlyPresses>();
window.lpWidgets = {
  discover: () => undefined,
  hold: () => undefined,
  drawn: true,
  held(root) {
    const holder = heldByLoader.get(root);
    heldByLoader.delete(root);
    return holder;
  },
};

/** A probe's element as the parser leaves one the server drew: marked, its open root already filled. */
async function drawnProbe(
  props: { label?: string; flag: boolean },
  styles = "",
  module: typeof PROBE = PROBE,
): Promise<{ tag: string; el: HTMLElement; root: ShadowRoot }> {
  const { renderToString } = await import("react-dom/server");
  const { serverTree } = await import("./define-widget.tsx");
  const tag = `lp-probe-${++tagCounter}`;
  const el = document.createElement(tag);
  if (props.label !== undefined) el.setAttribute("label", props.label);
  el.setAttribute("data-lp-ssr", "");
  // What the parser makes of <template shadowrootmode="open">: an open root, already filled.
  const root = el.attachShadow({ mode: "open" });
  root.innerHTML = styles + renderToString(serverTree(module, props));
  heldByLoader.set(root, holdEarlyPresses(root));
  return { tag, el, root };
}

describe("a widget the server drew", () => {
  it("takes the server's shadow root over: the same nodes, its <style> elements traded for adopted sheets, then live", async () => {
    const { tag, el, root } = await drawnProbe({ label: "Drawn", flag: false }, `<style>${PROBE_CSS}</style>`);
    document.body.append(el);
    const drawn = root.querySelector(".label");
    defineWidget(probeTag(tag), PROBE);
    await until(() => !el.hasAttribute("data-lp-ssr"));
    await settle(2);
    expect(el.shadowRoot).toBe(root);
    expect(root.querySelector(".label")).toBe(drawn);
    expect(drawn?.textContent).toBe("Drawn");
    expect(
      [...root.children].filter((node) => node.localName === "style"),
      root.innerHTML,
    ).toHaveLength(0);
    expect(root.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes("rgb(1, 2, 3)")))).toBe(true);
    // Hydrated, not a picture: it answers and follows its attributes.
    await act$(() => root.querySelector("button")!.click());
    expect(text(el, "button")).toBe("clicked 1");
    await act$(() => el.setAttribute("label", "Live"));
    expect(text(el, ".label")).toBe("Live");
    // An update keeps the tree it hydrated: the count stays.
    expect(text(el, "button")).toBe("clicked 1");
  });

  it("follows an attribute changed while it takes over, in the nodes the server drew (never a second copy beside them)", async () => {
    const { tag, el, root } = await drawnProbe({ label: "Drawn", flag: false });
    document.body.append(el);
    const drawn = root.querySelector(".label");
    // The moment the take-over begins (the mark goes in the task that starts the hydration), before React has committed it.
    new MutationObserver((_, observer) => {
      if (el.hasAttribute("data-lp-ssr")) return;
      observer.disconnect();
      el.setAttribute("label", "Changed");
    }).observe(el, { attributes: true, attributeFilter: ["data-lp-ssr"] });
    defineWidget(probeTag(tag), PROBE);
    await until(() => text(el, ".label") === "Changed");
    await settle(2);
    expect(root.querySelectorAll(".label")).toHaveLength(1);
    expect(root.querySelector(".label")).toBe(drawn);
  });

  it("holds a press made before its code has come, and does it once the widget is live", async () => {
    const { tag, el, root } = await drawnProbe({ flag: false });
    document.body.append(el);
    let arrive: (module: typeof PROBE) => void = () => undefined;
    defineWidget(probeTag(tag), () => new Promise<typeof PROBE>((resolve) => (arrive = resolve)));
    await settle(1);
    // Pressed on the server's view, twice, while the code is on its way: nothing yet, nothing lost.
    root.querySelector("button")!.click();
    root.querySelector("button")!.click();
    await settle(2);
    expect(text(el, "button")).toBe("clicked 0");
    await act(async () => arrive(PROBE));
    await until(() => text(el, "button") === "clicked 2");
    await settle(2);
    expect(text(el, "button")).toBe("clicked 2");
  });

  it("tells the widget what was typed into its view before its element was even defined", async () => {
    const { tag, el, root } = await drawnProbe({ flag: false });
    document.body.append(el);
    const field = root.querySelector("input")!;
    field.value = "typed early";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    defineWidget(probeTag(tag), PROBE);
    await until(() => text(el, ".note") === "typed early");
    expect(field.value).toBe("typed early");
  });

  it("keeps what was typed early when the widget renders again the moment it has taken over", async () => {
    // As a course page does when the session it reads turns out signed in: a render right after the take-over.
    function Restless(props: ProbeProps) {
      const [, setRenders] = useState(0);
      useLayoutEffect(() => setRenders(1), []);
      return <Probe {...props} />;
    }
    const RESTLESS = { default: Restless, styles: [PROBE_CSS] };
    const { tag, el, root } = await drawnProbe({ flag: false }, "", RESTLESS);
    document.body.append(el);
    const field = root.querySelector("input")!;
    field.value = "typed early";
    defineWidget(probeTag(tag), RESTLESS);
    await until(() => !el.hasAttribute("data-lp-ssr"));
    await settle(2);
    expect(text(el, ".note")).toBe("typed early");
    expect(field.value).toBe("typed early");
  });

  it("draws itself again in the reader's language when the server drew another, without a hydration error", async () => {
    const errors = vi.spyOn(console, "error");
    locale.value = "en";
    const { tag, el, root } = await drawnProbe({ flag: false });
    locale.value = "fr";
    document.body.append(el);
    defineWidget(probeTag(tag), PROBE);
    await until(() => root.querySelector(".lp-root")?.getAttribute("lang") === "fr");
    expect(errors).not.toHaveBeenCalled();
    expect(text(el, ".label")).toBe("(none)");
  });
});
