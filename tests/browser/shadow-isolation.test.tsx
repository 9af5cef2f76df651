/// <reference types="mocha" />
/**
 * A widget on an ugly host page looks the same as on a plain one, and its styles stay inside it.
 * Measured in real Chromium: computed styles and layout, before and after the host's stylesheet.
 */
import { expect } from "@esm-bundle/chai";
import "./pages/page-setup.ts";
import "../../widgets/auth/define.ts";
import "../../widgets/site/define.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { nextFrame, rendered, until } from "./helpers.ts";

/** What a careless or hostile host page does to everything it can reach. */
const HOSTILE_CSS = `
  html { font-size: 10px; }
  * { color: red !important; line-height: 3; letter-spacing: 5px; }
  body { font-family: "Comic Sans MS", cursive; text-align: right; word-spacing: 12px; }
  div { border: 5px solid blue; }
  p { display: none; }
  button { display: none; }
  h1 { font-size: 60px; text-transform: uppercase; }
  a { color: lime; text-decoration: line-through; }
  section { padding: 40px; background: yellow; }
`;

let hostile: HTMLStyleElement | null = null;
async function setHostile(on: boolean): Promise<void> {
  if (on && !hostile) {
    hostile = document.createElement("style");
    hostile.textContent = HOSTILE_CSS;
    document.head.append(hostile);
  } else if (!on && hostile) {
    hostile.remove();
    hostile = null;
  }
  await nextFrame();
  await nextFrame();
}

/** Everything a user would notice about the sign-in card's text and layout. */
function signinLook(el: Element) {
  const root = el.shadowRoot!;
  const card = root.querySelector<HTMLElement>(".auth-card")!;
  const title = root.querySelector<HTMLElement>("h1")!;
  const subtitle = root.querySelector<HTMLElement>(".auth-subtitle")!;
  const submit = root.querySelector<HTMLElement>(".auth-submit")!;
  const label = root.querySelector<HTMLElement>(".lp-field label")!;
  const link = root.querySelector<HTMLElement>(".auth-aside a")!;
  const style = (e: Element) => getComputedStyle(e);
  return {
    hostWidth: Math.round(el.getBoundingClientRect().width),
    cardWidth: Math.round(card.getBoundingClientRect().width),
    rootFontSize: style(root.querySelector(".lp-root")!).fontSize,
    titleFontSize: style(title).fontSize,
    titleTransform: style(title).textTransform,
    titleColor: style(title).color,
    subtitleColor: style(subtitle).color,
    labelColor: style(label).color,
    linkColor: style(link).color,
    linkDecoration: style(link).textDecorationLine,
    subtitleLineHeight: style(subtitle).lineHeight,
    subtitleLetterSpacing: style(subtitle).letterSpacing,
    subtitleFontFamily: style(subtitle).fontFamily,
    subtitleTextAlign: style(subtitle).textAlign,
    subtitleWordSpacing: style(subtitle).wordSpacing,
    subtitleVisible: subtitle.getBoundingClientRect().height > 0 && style(subtitle).display !== "none",
    submitVisible: submit.getBoundingClientRect().height > 0 && style(submit).display !== "none",
    submitHeight: Math.round(submit.getBoundingClientRect().height),
    cardBorder: style(card).borderTopWidth + " " + style(card).borderTopStyle,
  };
}

type Look = ReturnType<typeof signinLook>;
const pick = <K extends keyof Look>(look: Look, keys: K[]) => Object.fromEntries(keys.map((k) => [k, look[k]]));

describe("shadow DOM isolation on a hostile host page (real Chromium)", () => {
  let stage: HTMLElement;
  let signin: HTMLElement;
  let header: HTMLElement;
  let plain: Look;
  let ugly: Look;

  before(async () => {
    stage = document.createElement("main");
    stage.style.width = "800px";
    document.body.append(stage);
    header = document.createElement("lp-site-header");
    signin = document.createElement("lp-signin");
    stage.append(header, signin);
    await rendered(signin, ".auth-card");
    await rendered(header, ".bar");
    await setHostile(false);
    plain = signinLook(signin);
    await setHostile(true);
    ugly = signinLook(signin);
    await setHostile(false);
  });

  after(async () => {
    await setHostile(false);
    stage.remove();
  });

  it("starts from the design: 15px text, 26px title, a visible card", () => {
    expect(plain.rootFontSize).to.equal("15px");
    expect(plain.titleFontSize).to.equal("26px");
    expect(plain.subtitleVisible).to.equal(true);
    expect(plain.submitVisible).to.equal(true);
    expect(plain.cardBorder).to.equal("1px solid");
  });

  it("keeps its font size in px when the host changes what a rem is or restyles h1", () => {
    expect(pick(ugly, ["rootFontSize", "titleFontSize", "titleTransform", "subtitleFontFamily"])).to.deep.equal(
      pick(plain, ["rootFontSize", "titleFontSize", "titleTransform", "subtitleFontFamily"]),
    );
  });

  it("keeps its paragraphs and buttons visible, and its borders its own", () => {
    expect(pick(ugly, ["subtitleVisible", "submitVisible", "cardBorder"])).to.deep.equal(pick(plain, ["subtitleVisible", "submitVisible", "cardBorder"]));
  });

  it("keeps its layout width", () => {
    expect(pick(ugly, ["hostWidth", "cardWidth"])).to.deep.equal(pick(plain, ["hostWidth", "cardWidth"]));
  });

  it("keeps its text colours when the host forces `* { color: red !important }`", () => {
    const keys: (keyof Look)[] = ["titleColor", "subtitleColor", "labelColor", "linkColor", "linkDecoration"];
    expect(pick(ugly, keys)).to.deep.equal(pick(plain, keys));
  });

  it("keeps its line height (and so its button height), letter spacing, word spacing and alignment", () => {
    const keys: (keyof Look)[] = ["subtitleLineHeight", "submitHeight", "subtitleLetterSpacing", "subtitleWordSpacing", "subtitleTextAlign"];
    expect(pick(ugly, keys)).to.deep.equal(pick(plain, keys));
  });

  it("keeps the header's navigation laid out and coloured as designed", async () => {
    const look = () => {
      const root = header.shadowRoot!;
      const nav = root.querySelector<HTMLElement>("nav.wide a")!;
      const brand = root.querySelector<HTMLElement>(".brand")!;
      return {
        width: Math.round(header.getBoundingClientRect().width),
        navColor: getComputedStyle(nav).color,
        navFontSize: getComputedStyle(nav).fontSize,
        brandColor: getComputedStyle(brand).color,
        brandFontSize: getComputedStyle(brand).fontSize,
      };
    };
    const before = look();
    await setHostile(true);
    const after = look();
    await setHostile(false);
    expect(after).to.deep.equal(before);
  });

  it("does not leak its styles out: the page's own .auth-card, h1, p and buttons are untouched", async () => {
    const outside = document.createElement("div");
    outside.innerHTML = `<div class="auth-card"><h1 id="outside-title">Page title</h1><p class="auth-subtitle">Page text</p>
      <button class="lp-button lp-button-primary auth-submit">Page button</button></div>`;
    const control = document.createElement("div");
    control.innerHTML = `<div><h1>Page title</h1><p>Page text</p><button>Page button</button></div>`;
    document.body.append(outside, control);
    try {
      await nextFrame();
      const card = outside.querySelector(".auth-card")!;
      const style = (e: Element) => getComputedStyle(e);
      expect(style(card).maxWidth).to.equal("none");
      expect(style(card).borderTopWidth).to.equal("0px");
      expect(style(card).paddingTop).to.equal("0px");
      const [h1, p, button] = ["h1", "p", "button"].map((s) => outside.querySelector(s)!);
      const [h1c, pc, buttonc] = ["h1", "p", "button"].map((s) => control.querySelector(s)!);
      expect(style(h1).fontSize).to.equal(style(h1c).fontSize);
      expect(style(h1).margin).to.equal(style(h1c).margin);
      expect(style(p).color).to.equal(style(pc).color);
      expect(style(p).margin).to.equal(style(pc).margin);
      expect(style(button).backgroundColor).to.equal(style(buttonc).backgroundColor);
      expect(style(button).width).to.equal(style(buttonc).width);
      // Nor do the widgets' custom properties reach the page.
      expect(style(document.body).getPropertyValue("--lp-color-brand")).to.equal("");
    } finally {
      outside.remove();
      control.remove();
    }
  });

  it("shows toasts without drawing anything on a page that styles every div", async () => {
    await setHostile(true);
    try {
      toast("Hostile page toast", "info");
      const area = await until(() => document.querySelector<HTMLElement>("[data-lp-toasts]") ?? false);
      const message = await until(() => area.shadowRoot?.querySelector<HTMLElement>(".lp-toast") ?? false);
      await until(() => message.getBoundingClientRect().height > 0, 2000, "toast visible");
      expect(getComputedStyle(message).color).to.equal("rgb(255, 255, 255)");
      const box = area.getBoundingClientRect();
      const border = getComputedStyle(area).borderTopWidth;
      expect({ height: box.height, border }, "the toast area itself draws a box on the page").to.deep.equal({ height: 0, border: "0px" });
    } finally {
      await setHostile(false);
    }
  });
});
