import type { CropperCanvas, CropperImage, CropperSelection } from "cropperjs";
import { onDemand } from "#shared/data/on-demand.ts";
/** The spec's zoom: 1 to 3, in steps of 0.1. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;

/** Side of the square picture sent to the server, in pixels: a small JPEG, far below the API's limits. */
export const PICTURE_SIZE = 512;

/**
 * cropperjs is a set of custom elements with their own shadow roots. Its events bubble and are
 * composed, so without a stop they would leave our shadow root and reach the host page, where a
 * `change` from the cropper looks like one from a form field.
 */
const CROPPER_EVENTS = ["action", "actionstart", "actionmove", "actionend", "change", "transform"] as const;

/** How far past 1 or 3 a zoom may land by rounding and still count as inside the range. */
const EPSILON = 1e-3;

/**
 * Importing cropperjs defines the cropper-* elements. It happens where a picture is chosen (the
 * onboarding's last step, the profile settings), so no other page downloads the cropper.
 */
export const cropperLoader = onDemand(() => import("cropperjs"));

/** The cropped picture could not be made into a file: nothing can be sent. */
export class PictureExportError extends Error {}

export interface PictureCropper {
  /** Settles once the picture is laid out and can be cropped; rejects when it cannot be decoded. */
  readonly ready: Promise<void>;
  /** Zoom relative to the picture just covering the frame, kept between 1 and 3. */
  zoomTo(zoom: number): void;
  move(dx: number, dy: number): void;
  /** The part inside the circle's square, PICTURE_SIZE pixels a side, as a JPEG; a PictureExportError when it cannot be. */
  toBlob(): Promise<Blob>;
  destroy(): void;
}

function element<E extends HTMLElement>(tag: string, attributes: Record<string, string>): E {
  const el = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

const clamp = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/**
 * Shows `src` in a square frame inside `host` (an element React renders no children into): the
 * picture starts just covering the frame, a centred square selection marks what is kept (drawn
 * as a circle by our CSS), and the learner drags the picture under it and zooms.
 * Built with createElement, not cropperjs' HTML template, so no markup string is parsed.
 */
export function mountCropper(host: HTMLElement, src: string, options: { alt: string; onZoom: (zoom: number) => void }): PictureCropper {
  const canvas = element<CropperCanvas>("cropper-canvas", { background: "" });
  const image = element<CropperImage>("cropper-image", { src, alt: options.alt, "initial-fit": "cover", translatable: "", scalable: "" });
  // Dragging anywhere in the frame moves the picture; the selection itself lets pointers through (CSS).
  const handle = element<HTMLElement>("cropper-handle", { action: "move", plain: "" });
  const selection = element<CropperSelection>("cropper-selection", { "aspect-ratio": "1", "initial-coverage": "0.8" });
  canvas.append(image, handle, selection);

  const contain = (event: Event) => event.stopPropagation();
  for (const type of CROPPER_EVENTS) host.addEventListener(type, contain);

  // The picture's scale when it just covers the frame: zoom 1.
  let base = 0;
  const currentScale = () => {
    const [a, b] = image.$getTransform();
    return Math.hypot(a, b);
  };
  // Wheel and pinch zoom go through here too: refused beyond the range, reported within it.
  const onTransform = (event: Event) => {
    if (!base) return;
    const [a, b] = (event as CustomEvent<{ matrix: number[] }>).detail.matrix;
    const zoom = Math.hypot(a, b) / base;
    if (zoom < ZOOM_MIN - EPSILON || zoom > ZOOM_MAX + EPSILON) event.preventDefault();
    else options.onZoom(clamp(zoom));
  };
  image.addEventListener("transform", onTransform);
  host.append(canvas);

  const ready = image.$ready().then(() => {
    const frame = canvas.getBoundingClientRect();
    // The cropper fitted the picture as it loaded, a task ago: fitted again to the frame as it is
    // now, it starts just covering it whatever moved in between, and that scale is zoom 1. Without
    // a layout (a frame of no size) the picture's present scale is the best reference.
    if (frame.width > 0 && frame.height > 0) image.$center("cover");
    base = currentScale() || 1;
    options.onZoom(1);
  });

  return {
    ready,
    zoomTo(zoom) {
      const scale = currentScale();
      if (!base || !scale) return;
      const ratio = (base * clamp(zoom)) / scale;
      if (Math.abs(ratio - 1) < 1e-6) return;
      // Around the selection's centre, so what the learner frames stays in the circle.
      const circle = selection.getBoundingClientRect();
      const box = image.getBoundingClientRect();
      const x = circle.x + circle.width / 2 - box.x;
      const y = circle.y + circle.height / 2 - box.y;
      image.$zoom(ratio >= 1 ? ratio - 1 : 1 - 1 / ratio, x, y);
    },
    move(dx, dy) {
      image.$move(dx, dy);
    },
    async toBlob() {
      const out = await selection
        .$toCanvas({
          width: PICTURE_SIZE,
          height: PICTURE_SIZE,
          // JPEG has no transparency: what the picture does not cover is white, not black.
          beforeDraw(context, target) {
            context.fillStyle = "#ffffff";
            context.fillRect(0, 0, target.width, target.height);
          },
        })
        .catch((error: unknown) => {
          throw new PictureExportError(String(error));
        });
      return new Promise<Blob>((resolve, reject) =>
        out.toBlob((blob) => (blob ? resolve(blob) : reject(new PictureExportError("The cropped picture could not be encoded."))), "image/jpeg", 0.9),
      );
    },
    destroy() {
      image.removeEventListener("transform", onTransform);
      canvas.remove();
      for (const type of CROPPER_EVENTS) host.removeEventListener(type, contain);
    },
  };
}
