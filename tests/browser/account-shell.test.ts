/// <reference types="mocha" />
/**
 * The account shell's layout in real Chromium, at a desktop width and a phone width (an iframe
 * of each size, so its media queries apply): the side column beside the content with no gap
 * under the header, and on a phone the side menu as a drawer that opens, takes the focus, and
 * closes with Escape or a click outside.
 */
import { expect } from "@esm-bundle/chai";
import { type FrameWindow, frameWindow, openFrame, pageUrl, sleep, until } from "./helpers.ts";
import type { PageRecord } from "./pages/page-setup.ts";

type Page = FrameWindow & { lpPage: PageRecord };
const frames: HTMLIFrameElement[] = [];
after(() => {
  frames.forEach((f) => f.remove());
  // The frames' signed-in tab is this one: the next test file in this tab starts signed out.
  sessionStorage.removeItem("authToken");
});

async function shellPage(width: number, height = 800) {
  const frame = await openFrame({ src: pageUrl("/tests/browser/pages/account-shell.page.ts") }, width, height);
  frames.push(frame);
  const win = frameWindow(frame) as Page;
  await until(() => win.lpPage?.ready === true, 5000, "test page ready");
  const shell = win.document.querySelector("lp-account-shell")!;
  const root = await until(() => (shell.shadowRoot?.querySelector(".bar") ? shell.shadowRoot : false), 5000, "the student header");
  const content = win.document.getElementById("content")!;
  return { win, root, content };
}

/** Whether any part of `el` is on screen in its window. */
const onScreen = (el: Element, win: Window) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.right > 0 && r.left < win.innerWidth && win.getComputedStyle(el).visibility !== "hidden";
};

describe("<lp-account-shell> layout (real Chromium)", () => {
  it("on a wide screen: the side menu is a column beside the content, which starts right under the header", async () => {
    const { win, root, content } = await shellPage(1280);
    const side = root.querySelector(".side")!;
    const bar = root.querySelector(".bar")!.getBoundingClientRect();
    expect(onScreen(side, win)).to.equal(true);
    expect(side.getBoundingClientRect().right).to.be.at.most(content.getBoundingClientRect().left);
    expect(root.querySelector<HTMLElement>(".side-toggle")!.getBoundingClientRect().width).to.equal(0);
    // A short page: no spare height slipped in between the header and the content.
    expect(bar.height).to.be.lessThan(80);
    expect(content.getBoundingClientRect().top - bar.bottom).to.be.lessThan(40);
    expect(win.lpPage.errors).to.deep.equal([]);
  });

  it("on a phone: the side menu is a drawer that opens with its toggle, and closes with Escape or a click outside", async () => {
    const { win, root, content } = await shellPage(390, 760);
    const side = root.querySelector<HTMLElement>(".side")!;
    const toggle = root.querySelector<HTMLButtonElement>(".side-toggle")!;
    expect(onScreen(side, win)).to.equal(false);
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");

    toggle.click();
    await until(() => onScreen(side, win) && side.getBoundingClientRect().left >= -1, 2000, "the drawer in view");
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    await until(() => side.contains(root.activeElement), 2000, "the focus in the drawer");

    root.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, composed: true }));
    await until(() => !onScreen(side, win) || side.getBoundingClientRect().right <= 1, 2000, "the drawer gone");
    expect(root.activeElement).to.equal(toggle);

    toggle.click();
    await until(() => toggle.getAttribute("aria-expanded") === "true", 2000, "open again");
    await sleep(50);
    content.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true, clientX: 380, clientY: 700 }));
    await until(() => toggle.getAttribute("aria-expanded") === "false", 2000, "closed by a click outside");
    expect(win.lpPage.errors).to.deep.equal([]);
  });
});
