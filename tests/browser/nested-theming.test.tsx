/// <reference types="mocha" />
/**
 * A page themes the tag it placed; a widget that tag draws inside itself (the contact page's
 * form, the exam page's Start Exam) takes the same theme. Measured in real Chromium.
 */
import { expect } from "@esm-bundle/chai";
import "./pages/page-setup.ts";
import "../../widgets/site/define.ts";
import { rendered, shadowOf } from "./helpers.ts";

const PARTNER_BRAND = "rgb(107, 43, 43)";
const PLATFORM_BRAND = "rgb(11, 107, 80)";

let placed: HTMLElement[] = [];
afterEach(() => {
  for (const el of placed) el.remove();
  placed = [];
});

function place(html: string, parent: ParentNode = document.body): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const el = holder.firstElementChild as HTMLElement;
  parent.append(el);
  placed.push(parent === document.body ? el : ((parent as ShadowRoot).host as HTMLElement));
  return el;
}

/** The contact page's own form, drawn in its shadow root, once its send button is there. */
async function innerForm(page: HTMLElement): Promise<HTMLElement> {
  const form = await rendered<HTMLElement>(page, "lp-contact-form", 5000);
  await rendered(form, ".form-submit", 5000);
  return form;
}

const sendButton = (form: HTMLElement) => getComputedStyle(shadowOf(form).querySelector(".form-submit")!);

describe("a widget drawn inside another (real Chromium)", () => {
  it("takes the colours a page sets on the outer tag", async () => {
    const page = place(`<lp-contact-page style="--lp-color-brand: ${PARTNER_BRAND}"></lp-contact-page>`);
    const form = await innerForm(page);
    expect(form.hasAttribute("data-lp-nested")).to.equal(true);
    expect(sendButton(form).backgroundColor).to.equal(PARTNER_BRAND);
  });

  it("takes the outer tag's theme, light or dark, whatever the system prefers", async () => {
    const page = place(`<lp-contact-page theme="dark"></lp-contact-page>`);
    const form = await innerForm(page);
    expect(getComputedStyle(form).colorScheme).to.equal("dark");
    page.setAttribute("theme", "light");
    expect(getComputedStyle(form).colorScheme).to.equal("light");
  });

  it("keeps the platform's own colours inside another site's shadow root, which sets no tokens", async () => {
    const host = document.createElement("section");
    host.style.setProperty("--lp-color-brand", PARTNER_BRAND);
    document.body.append(host);
    const form = place("<lp-contact-form></lp-contact-form>", host.attachShadow({ mode: "open" }));
    await rendered(form, ".form-submit", 5000);
    expect(form.hasAttribute("data-lp-nested")).to.equal(false);
    expect(sendButton(form).backgroundColor).to.equal(PLATFORM_BRAND);
  });
});
