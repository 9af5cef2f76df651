/// <reference types="mocha" />
/**
 * The onboarding's picture step in real Chromium: cropperjs' elements inside the widget's shadow
 * root showing a generated picture, the zoom slider scaling it (and nothing beyond 3), a square
 * picture sent with the answers, and none of the cropper's composed events reaching the page.
 */
import { expect } from "@esm-bundle/chai";
import "./pages/page-setup.ts";
import type { CropperImage, CropperSelection } from "cropperjs";
import { saveToken } from "#shared/api/token.ts";
import { resetSession, startSession } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { tag as onboardingTag } from "../../widgets/dashboard/onboarding/onboarding.api.ts";
import * as onboardingRoot from "../../widgets/dashboard/onboarding/onboarding.tsx";
import { json, nextFrame, rendered, shadowOf, sleep, stubFetch, typeInto, until } from "./helpers.ts";

const LEARNER = { id: 7, name: "Awa Ngono", first_name: "Awa", last_name: "Ngono", email: "awa@example.cm", date_of_birth: null, why_join: null };
const CATEGORIES = [{ id: 1, name: "Technology", fields: [{ id: 11, name: "Web Development" }] }];

/** What the page sent to /complete-registration, newest last. */
const sent: FormData[] = [];
const visited: string[] = [];
let registered = false;

stubFetch((url, init) => {
  if (url.pathname.endsWith("/user")) return json({ user: registered ? { ...LEARNER, date_of_birth: "2000-01-01", why_join: "learn" } : LEARNER });
  if (url.pathname.endsWith("/categories")) return json({ data: CATEGORIES });
  if (url.pathname.endsWith("/complete-registration")) {
    sent.push(init?.body as FormData);
    registered = true;
    return json({ message: "Registration completed successfully." });
  }
  return undefined;
});
navigation.go = (url: string) => void visited.push(url);

defineWidget(onboardingTag, onboardingRoot);

/** A 400×300 picture, red on its left half and blue on its right, as a PNG data URL. */
function generatedPicture(): string {
  const canvas = document.createElement("canvas");
  canvas.width = 400;
  canvas.height = 300;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#ff0000";
  context.fillRect(0, 0, 200, 300);
  context.fillStyle = "#0000ff";
  context.fillRect(200, 0, 200, 300);
  return canvas.toDataURL("image/png");
}

function fileFrom(dataUrl: string): File {
  const bytes = Uint8Array.from(atob(dataUrl.split(",")[1]), (c) => c.charCodeAt(0));
  return new File([bytes], "me.png", { type: "image/png" });
}

/** Where the learner stands after a reload on the last step: every answer given but the picture. */
const DRAFT = { step: 5, dateOfBirth: "2000-01-01", fields: [11], level: "Primary/Elementary", language: "en", whyJoin: "learn" };

let el: HTMLElement;

async function onPictureStep(): Promise<HTMLElement> {
  resetSession();
  registered = false;
  sessionStorage.setItem("lpOnboarding:7", JSON.stringify(DRAFT));
  saveToken("tok-7");
  await startSession();
  const widget = document.createElement("lp-onboarding");
  document.body.append(widget);
  await until(() => shadowOf(widget).querySelector("h2")?.textContent === "Add a profile picture", 5000, "the picture step");
  return widget;
}

async function choosePicture(widget: HTMLElement) {
  const input = await rendered<HTMLInputElement>(widget, "input[type=file]");
  await until(() => !input.disabled, 5000, "the cropper loaded");
  const files = new DataTransfer();
  files.items.add(fileFrom(generatedPicture()));
  input.files = files.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await until(() => !zoom(widget).disabled, 5000, "the picture ready to crop");
}

const part = <E extends Element>(widget: HTMLElement, selector: string) => shadowOf(widget).querySelector<E>(selector)!;
const zoom = (widget: HTMLElement) => part<HTMLInputElement>(widget, "input[type=range]");
const image = (widget: HTMLElement) => part<CropperImage>(widget, "cropper-image");
const scale = (widget: HTMLElement) => Math.hypot(...image(widget).$getTransform().slice(0, 2));
const finish = (widget: HTMLElement) => part<HTMLButtonElement>(widget, ".ob-actions button[type=submit]");

beforeEach(async () => {
  el = await onPictureStep();
});
afterEach(async () => {
  el.remove();
  await sleep(20);
});
// The test runner reuses this tab for the next file: it must start signed out.
after(() => sessionStorage.clear());

describe("onboarding picture cropper (real Chromium)", () => {
  it("shows the picture in cropperjs' elements inside the widget's shadow root, covering a square frame", async () => {
    expect(document.querySelector("cropper-canvas")).to.equal(null);
    await choosePicture(el);
    const canvas = part<HTMLElement>(el, "cropper-canvas");
    expect(customElements.get("cropper-canvas")).to.not.equal(undefined);
    expect(canvas.shadowRoot).to.not.equal(null);
    expect(document.querySelector("cropper-canvas, cropper-image")).to.equal(null);

    const picture = image(el).shadowRoot!.querySelector("img")!;
    expect(picture.src.startsWith("data:image/png;base64,")).to.equal(true);
    expect([picture.naturalWidth, picture.naturalHeight]).to.deep.equal([400, 300]);

    const frame = canvas.getBoundingClientRect();
    expect([frame.width, frame.height]).to.deep.equal([280, 280]);
    const shown = image(el).getBoundingClientRect();
    expect(shown.height).to.be.closeTo(280, 1);
    expect(shown.width).to.be.closeTo((400 * 280) / 300, 1);

    const circle = part<CropperSelection>(el, "cropper-selection").getBoundingClientRect();
    expect(circle.width).to.be.closeTo(224, 1);
    expect(circle.height).to.be.closeTo(circle.width, 0.5);
    expect(circle.left + circle.width / 2).to.be.closeTo(frame.left + 140, 1);
    expect(getComputedStyle(part(el, "cropper-selection")).borderRadius).to.equal("50%");
    expect(finish(el).disabled).to.equal(false);
  });

  it("scales the picture with the zoom slider, from 1 to 3 and no further", async () => {
    await choosePicture(el);
    const slider = zoom(el);
    expect([slider.min, slider.max, slider.step, slider.value]).to.deep.equal(["1", "3", "0.1", "1"]);
    const base = scale(el);
    const width = image(el).getBoundingClientRect().width;

    typeInto(slider, "2");
    await until(() => Math.abs(scale(el) - 2 * base) < 1e-6, 2000, "zoom 2");
    expect(image(el).getBoundingClientRect().width).to.be.closeTo(2 * width, 1);
    expect(part(el, "output").textContent).to.equal("2.0×");

    typeInto(slider, "3");
    await until(() => Math.abs(scale(el) - 3 * base) < 1e-6, 2000, "zoom 3");
    // The wheel zooms in further only up to 3.
    const handle = part<HTMLElement>(el, "cropper-handle");
    const box = handle.getBoundingClientRect();
    handle.dispatchEvent(
      new WheelEvent("wheel", { deltaY: -100, clientX: box.left + 140, clientY: box.top + 140, bubbles: true, cancelable: true, composed: true }),
    );
    await sleep(100);
    expect(scale(el)).to.be.closeTo(3 * base, 1e-6);

    typeInto(slider, "1");
    await until(() => Math.abs(scale(el) - base) < 1e-6, 2000, "back to zoom 1");
  });

  it("sends a square picture of what is in the circle with the answers", async () => {
    await choosePicture(el);
    const before = sent.length;
    finish(el).click();
    await until(() => sent.length > before, 5000, "the registration sent");
    const form = sent[sent.length - 1];
    expect(form.get("date_of_birth")).to.equal("2000-01-01");
    expect(form.get("fields_of_interest")).to.equal("11");

    const picture = form.get("profile") as File;
    expect(picture.type).to.equal("image/jpeg");
    const bitmap = await createImageBitmap(picture);
    expect([bitmap.width, bitmap.height]).to.deep.equal([512, 512]);
    // The circle sits on the middle of the picture: red on its left, blue on its right.
    const probe = new OffscreenCanvas(512, 512).getContext("2d")!;
    probe.drawImage(bitmap, 0, 0);
    const [r1, , b1] = probe.getImageData(100, 256, 1, 1).data;
    const [r2, , b2] = probe.getImageData(412, 256, 1, 1).data;
    expect(r1).to.be.above(200);
    expect(b1).to.be.below(60);
    expect(r2).to.be.below(60);
    expect(b2).to.be.above(200);
    await until(() => visited.includes("/account/dashboard"), 3000, "the dashboard");
  });

  it("lets none of the cropper's events reach the page while the learner drags and zooms", async () => {
    await choosePicture(el);
    const kinds = ["change", "transform", "action", "actionstart", "actionmove", "actionend"];
    const atDocument: string[] = [];
    const inside: string[] = [];
    const canvas = part<HTMLElement>(el, "cropper-canvas");
    const onDocument = (e: Event) => atDocument.push(e.type);
    const onCanvas = (e: Event) => inside.push(e.type);
    for (const kind of kinds) {
      document.addEventListener(kind, onDocument);
      canvas.addEventListener(kind, onCanvas);
    }
    try {
      typeInto(zoom(el), "1.5");
      const handle = part<HTMLElement>(el, "cropper-handle");
      const box = handle.getBoundingClientRect();
      const at = (dx: number) => ({
        clientX: box.left + 100 + dx,
        clientY: box.top + 100,
        pointerId: 1,
        pointerType: "mouse",
        button: 0,
        buttons: 1,
        bubbles: true,
        cancelable: true,
        composed: true,
      });
      const x0 = image(el).$getTransform()[4];
      handle.dispatchEvent(new PointerEvent("pointerdown", at(0)));
      handle.dispatchEvent(new PointerEvent("pointermove", at(30)));
      handle.dispatchEvent(new PointerEvent("pointerup", at(30)));
      await until(() => image(el).$getTransform()[4] !== x0, 2000, "the picture dragged");

      // The selection sends `change` as it settles, which may come before these listeners: one
      // more, where it is, as the cropper sends on a resize.
      const selection = part<CropperSelection>(el, "cropper-selection");
      selection.$change(selection.x, selection.y, selection.width, selection.height, selection.aspectRatio, true);
      await nextFrame();

      for (const kind of ["change", "transform", "actionstart", "action", "actionend"]) expect(inside, `a cropper ${kind} event`).to.include(kind);
      expect(atDocument).to.deep.equal([]);
    } finally {
      for (const kind of kinds) {
        document.removeEventListener(kind, onDocument);
        canvas.removeEventListener(kind, onCanvas);
      }
    }
  });

  it("slides the step that comes in from its side, and keeps still for reduced motion", async () => {
    part<HTMLButtonElement>(el, ".ob-actions button[type=button]").click();
    await until(() => part(el, "h2").textContent === "Why are you joining us?", 2000, "step 5");
    const step = part<HTMLElement>(el, ".ob-step");
    const moving = new DOMMatrix(getComputedStyle(step).transform);
    expect(moving.m41).to.be.below(-1);
    await until(() => getComputedStyle(step).transform === "none", 2000, "the slide finished");
    expect(shadowOf(el).activeElement).to.equal(part(el, "h2"));

    const calm = shadowOf(el)
      .adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes("prefers-reduced-motion: reduce"))
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
      .find((rule) => rule.selectorText === ".ob-step");
    expect(calm?.style.transition).to.equal("none");
  });
});
