/// <reference types="mocha" />
/**
 * The element bridge (defineWidget) in real Chromium: custom element reactions, shadow roots,
 * constructable sheets and composed events behave here as they will on embedding pages.
 */
import { expect } from "@esm-bundle/chai";
import { useEffect, useState } from "react";
import { defineWidget, type WidgetProps } from "#shared/element/define-widget.tsx";
import { LpEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { rendered, sleep, until } from "./helpers.ts";

interface ProbeProps extends WidgetProps {
  label?: string;
  flag?: boolean;
  count?: number;
  explode?: boolean;
}

const life = { mounted: 0, unmounted: 0 };

function Probe({ label, flag, count, explode }: ProbeProps) {
  const [clicks, setClicks] = useState(0);
  const emit = useEmit();
  useEffect(() => {
    life.mounted++;
    return () => {
      life.unmounted++;
    };
  }, []);
  if (explode) throw new Error("probe exploded");
  return (
    <div className="probe">
      <span className="label">{label ?? "(none)"}</span>
      <span className="flag">{String(flag)}</span>
      <span className="count">{String(count)}</span>
      <button
        type="button"
        onClick={() => {
          setClicks((c) => c + 1);
          emit(new LpEvent("lp-probe-click", { clicks: clicks + 1 }));
        }}
      >
        clicked {clicks}
      </button>
    </div>
  );
}

const PROBE_CSS = ".probe { color: rgb(1, 2, 3); padding: 7px; } .label { font-weight: 700; }";
const PROBE = { default: Probe, styles: [PROBE_CSS] };
const probeTag = (tag: string) => ({
  tag: tag as `lp-${string}`,
  attributes: { label: "string", flag: "boolean", count: "number", explode: "boolean" } as const,
});

let n = 0;
const uniqueTag = () => `lp-test-probe-${++n}`;
function defineProbe(): string {
  const tag = uniqueTag();
  defineWidget(probeTag(tag), PROBE);
  return tag;
}

const text = (el: Element, selector: string) => el.shadowRoot?.querySelector(selector)?.textContent;
/** Waits until the widget shows `expected` in `selector`. */
const shows = (el: Element, selector: string, expected: string) =>
  until(() => text(el, selector) === expected, 2000, `${selector} to show "${expected}" (shows "${text(el, selector)}")`);

let stage: HTMLElement;
beforeEach(() => {
  life.mounted = 0;
  life.unmounted = 0;
  stage = document.createElement("main");
  document.body.append(stage);
});
afterEach(async () => {
  stage.remove();
  await sleep(50); // let the removed widgets unmount before the next test counts
});

function mount(tag: string, attributes: Record<string, string> = {}, parent: Node = stage): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  parent.appendChild(el);
  return el;
}

describe("defineWidget in real Chromium", () => {
  it("renders in an open shadow root styled by constructable sheets, with nothing in the light DOM", async () => {
    const el = mount(defineProbe(), { label: "Hello" });
    const probe = await rendered(el, ".probe");
    expect(el.shadowRoot!.mode).to.equal("open");
    expect(el.children.length).to.equal(0);
    expect(el.shadowRoot!.querySelector("style")).to.equal(null);
    expect(getComputedStyle(probe).color).to.equal("rgb(1, 2, 3)");
    expect(getComputedStyle(probe).padding).to.equal("7px");
    expect(getComputedStyle(el).display).to.equal("block");
    expect(getComputedStyle(el.shadowRoot!.querySelector(".lp-root")!).fontSize).to.equal("15px");
  });

  it("keeps its state when moved to another parent (appendChild and moveBefore)", async () => {
    const el = mount(defineProbe());
    const button = await rendered<HTMLButtonElement>(el, "button");
    button.click();
    button.click();
    await shows(el, "button", "clicked 2");

    const elsewhere = document.createElement("aside");
    stage.append(elsewhere);
    elsewhere.appendChild(el);
    await sleep(50);
    expect(text(el, "button")).to.equal("clicked 2");

    const moveBefore = (stage as unknown as { moveBefore?: (node: Node, child: Node | null) => void }).moveBefore;
    if (moveBefore) {
      moveBefore.call(stage, el, stage.firstChild);
      await sleep(50);
      expect(el.parentNode).to.equal(stage);
      expect(text(el, "button")).to.equal("clicked 2");
    }
    expect(life, "the React tree was never unmounted").to.deep.equal({ mounted: 1, unmounted: 0 });
  });

  it("unmounts when removed for good, and starts afresh when added again later", async () => {
    const el = mount(defineProbe());
    const button = await rendered<HTMLButtonElement>(el, "button");
    button.click();
    await shows(el, "button", "clicked 1");
    el.remove();
    await sleep(20);
    expect(life.unmounted).to.equal(1);
    stage.append(el);
    await shows(el, "button", "clicked 0");
    // Preact runs effects a frame after it draws; React may run them sooner.
    await until(() => life.mounted === 2, 2000, "mounted again");
    expect(el.shadowRoot!.querySelectorAll(".probe")).to.have.length(1);
  });

  it("reads boolean attributes by presence, and removing an attribute resets its prop", async () => {
    const el = mount(defineProbe(), { label: "Hello", count: "4" });
    await shows(el, ".flag", "false");
    el.setAttribute("flag", "");
    await shows(el, ".flag", "true");
    el.setAttribute("flag", "false");
    await shows(el, ".flag", "false");
    el.setAttribute("flag", "flag");
    await shows(el, ".flag", "true");
    el.removeAttribute("flag");
    await shows(el, ".flag", "false");

    await shows(el, ".label", "Hello");
    await shows(el, ".count", "4");
    el.removeAttribute("label");
    el.removeAttribute("count");
    await shows(el, ".label", "(none)");
    await shows(el, ".count", "undefined");
  });

  it("reads attributes written in the page's HTML before the tag is defined, and properties set early", async () => {
    const tag = uniqueTag();
    stage.innerHTML = `<${tag} flag label="Bonjour" count="3"></${tag}>`;
    const early = document.createElement(tag) as HTMLElement & ProbeProps;
    early.label = "Set early";
    early.flag = true;
    stage.append(early);
    defineWidget(probeTag(tag), PROBE);
    const parsed = stage.querySelector(tag)!;
    await shows(parsed, ".flag", "true");
    await shows(parsed, ".label", "Bonjour");
    await shows(parsed, ".count", "3");
    await shows(early, ".label", "Set early");
    await shows(early, ".flag", "true");
    early.label = "Later";
    await shows(early, ".label", "Later");
  });

  it("dispatches lp-* events that bubble out of the shadow root and are heard on document", async () => {
    const el = mount(defineProbe());
    const button = await rendered<HTMLButtonElement>(el, "button");
    const heard: CustomEvent[] = [];
    const listener = (e: Event) => heard.push(e as CustomEvent);
    document.addEventListener("lp-probe-click", listener);
    try {
      button.click();
      await until(() => heard.length === 1);
      const [event] = heard;
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.target, "retargeted to the widget element").to.equal(el);
      expect(event.detail).to.deep.equal({ clicks: 1 });
    } finally {
      document.removeEventListener("lp-probe-click", listener);
    }
  });

  it("defining the same tag twice is a no-op, not an exception", () => {
    const tag = defineProbe();
    const first = customElements.get(tag);
    expect(() => defineWidget(probeTag(tag), PROBE)).to.not.throw();
    expect(customElements.get(tag)).to.equal(first);
  });

  it("contains a crash: the broken widget shows an alert, its neighbours and the page carry on", async () => {
    const tag = defineProbe();
    const uncaught: string[] = [];
    const onError = (e: ErrorEvent) => uncaught.push(e.message);
    window.addEventListener("error", onError);
    const consoleError = console.error;
    console.error = () => undefined; // the boundary logs the error; keep the test output clean
    try {
      const broken = mount(tag, { explode: "" });
      const fine = mount(tag, { label: "Neighbour" });
      const alert = await rendered(broken, ".lp-crashed[role='alert']");
      expect(alert.textContent!.trim()).to.not.equal("");
      await shows(fine, ".label", "Neighbour");
      // The broken one recovers only by being re-created; the neighbour keeps working.
      fine.setAttribute("label", "Still here");
      await shows(fine, ".label", "Still here");
      await sleep(20);
      expect(uncaught).to.deep.equal([]);
    } finally {
      console.error = consoleError;
      window.removeEventListener("error", onError);
    }
  });
});
