/// <reference types="mocha" />
/**
 * The home page's hero slider in real Chromium: the next slide after 4 s, not before; the dots
 * jump to a slide; hovering pauses it.
 */
import { expect } from "@esm-bundle/chai";
import "./pages/page-setup.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { tag } from "../../widgets/site/home-hero/home-hero.api.ts";
import * as root from "../../widgets/site/home-hero/home-hero.tsx";
import { sleep, until } from "./helpers.ts";

defineWidget(tag, root);

let stage: HTMLElement;
beforeEach(() => {
  stage = document.createElement("main");
  stage.style.width = "900px";
  document.body.append(stage);
});
afterEach(async () => {
  stage.remove();
  await sleep(20);
});

async function hero(): Promise<ShadowRoot> {
  const el = document.createElement("lp-home-hero");
  stage.append(el);
  await until(() => el.shadowRoot?.querySelectorAll(".carousel-slide").length === 3, 3000, "the slides");
  return el.shadowRoot!;
}

/** The slide whose box is in view (the others are scrolled away and inert). */
const shown = (r: ShadowRoot) => [...r.querySelectorAll<HTMLElement>(".carousel-slide")].findIndex((s) => !s.inert);

describe("the hero slider", () => {
  it("moves on after 4 s, not at 3 s", async () => {
    const r = await hero();
    const start = performance.now();
    await sleep(3000);
    expect(shown(r)).to.equal(0);
    await until(() => shown(r) === 1, 2500, "the second slide");
    expect(performance.now() - start).to.be.within(3900, 5000);
  });

  it("jumps to a slide from its dot", async () => {
    const r = await hero();
    r.querySelectorAll<HTMLButtonElement>(".carousel-dot")[2].click();
    await until(() => shown(r) === 2, 1000, "the third slide");
    expect(r.querySelectorAll(".carousel-dot")[2].getAttribute("aria-current")).to.equal("true");
  });

  it("stays on its slide while the pointer is over it", async () => {
    const r = await hero();
    r.querySelector(".carousel")!.dispatchEvent(new MouseEvent("mouseenter"));
    await sleep(4600);
    expect(shown(r)).to.equal(0);
  });
});
