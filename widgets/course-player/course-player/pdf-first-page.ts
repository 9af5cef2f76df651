import { getDocument, VerbosityLevel } from "pdfjs-dist";
// Importing pdf.js's worker code here makes it parse on the page's own thread: a real Worker cannot
// start on a Trusted Types page, nor from a script served by another origin (an embedding site).
// One page of a handout parses in a moment; the module sets pdf.js's own `globalThis.pdfjsWorker`.
import "pdfjs-dist/build/pdf.worker.mjs";

/** The widest the first page is drawn, in CSS pixels: a phone's width, or the lesson column's. */
const MAX_WIDTH = 960;

/**
 * Draws the first page of the PDF at `url` into `canvas`, as wide as `width` CSS pixels, sharp on
 * the screen's pixel density. Code a PDF could make run is off (`isEvalSupported`), and the
 * document is released once the page is on the canvas.
 */
export async function drawFirstPage(url: string, canvas: HTMLCanvasElement, width: number): Promise<void> {
  const task = getDocument({ url, isEvalSupported: false, verbosity: VerbosityLevel.ERRORS, disableAutoFetch: true });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const cssWidth = Math.min(Math.max(width, 1), MAX_WIDTH);
    const density = Math.min(globalThis.devicePixelRatio || 1, 2);
    const viewport = page.getViewport({ scale: (cssWidth / natural.width) * density });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
  } finally {
    await task.destroy();
  }
}
