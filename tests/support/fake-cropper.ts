/**
 * cropperjs stand-ins, for tests that mock it at its module boundary:
 * `vi.mock("cropperjs", () => import("#tests/support/fake-cropper.ts"))`. Elements with the few
 * methods the widgets call. The picture "decodes"
 * when its source is a data: URL of PNG bytes; the exported canvas says its size in its blob.
 */
class FakeImage extends HTMLElement {
  matrix = [1, 0, 0, 1, 0, 0];
  $ready() {
    const [head, data = ""] = (this.getAttribute("src") ?? "").split(",");
    return head.startsWith("data:image/") && atob(data).startsWith("\x89PNG")
      ? Promise.resolve({ naturalWidth: 560, naturalHeight: 280 })
      : Promise.reject(new Error("Failed to load the image source"));
  }
  $getTransform() {
    return [...this.matrix];
  }
  $zoom(scale: number) {
    const factor = scale < 0 ? 1 / (1 - scale) : 1 + scale;
    const next = this.matrix.map((v, i) => (i < 4 ? v * factor : v));
    const init = { detail: { matrix: next }, bubbles: true, cancelable: true, composed: true };
    if (this.dispatchEvent(new CustomEvent("change", init)) && this.dispatchEvent(new CustomEvent("transform", init))) this.matrix = next;
    return this;
  }
  $move() {
    return this;
  }
}
class FakeSelection extends HTMLElement {
  $toCanvas(options: { width: number; height: number }) {
    return Promise.resolve({
      width: options.width,
      height: options.height,
      toBlob: (done: (blob: Blob) => void, kind: string) => done(new Blob([`${options.width}x${options.height}`], { type: kind })),
    });
  }
}
for (const [tag, kind] of [
  ["cropper-canvas", class extends HTMLElement {}],
  ["cropper-handle", class extends HTMLElement {}],
  ["cropper-image", FakeImage],
  ["cropper-selection", FakeSelection],
] as const)
  if (!customElements.get(tag)) customElements.define(tag, kind);

export default class Cropper {}

/** A picture file the fake decodes: the PNG signature. */
export const aPng = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "me.png", { type: "image/png" });
