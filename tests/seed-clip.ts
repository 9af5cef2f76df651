/**
 * Makes the seed's lesson video (reference-api/src/db/seed/media/lesson-clip.webm): four seconds of
 * a drawn title card, recorded from a canvas by Chromium's own encoder (VP8 in WebM, which every
 * browser the platform supports plays). Run once, by hand, when the clip should change:
 * `npx tsx tests/seed-clip.ts`. The seed copies the file into the API's storage.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunch } from "./chromium.mjs";

const out = new URL("../reference-api/src/db/seed/media/lesson-clip.webm", import.meta.url);

/** In the page: draws four seconds on a canvas while the browser's recorder encodes them; the file, in base64. */
const RECORD = `(async () => {
  const canvas = document.createElement("canvas");
  canvas.width = 320;
  canvas.height = 180;
  const g = canvas.getContext("2d");
  const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 120000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const started = performance.now();
  function draw() {
    const t = (performance.now() - started) / 4000;
    g.fillStyle = "#0b6e4f";
    g.fillRect(0, 0, 320, 180);
    g.fillStyle = "#f4d35e";
    g.fillRect(20, 130, 280 * Math.min(1, t), 12);
    g.fillStyle = "#ffffff";
    g.font = "bold 22px sans-serif";
    g.fillText("Lesson clip · Leçon", 20, 80);
    if (t < 1) requestAnimationFrame(draw);
  }
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start();
  draw();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
})()`;
const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage();
  // Plain text, not a function: the TypeScript runner would name the inner functions with a helper the page lacks.
  const base64: string = await page.evaluate(RECORD);
  fs.mkdirSync(new URL(".", out), { recursive: true });
  fs.writeFileSync(out, withDuration(Buffer.from(base64, "base64"), 4000));
  console.log(`Wrote ${out.pathname}: ${fs.statSync(out).size.toLocaleString("en-GB")} bytes`);
} finally {
  await browser.close();
}

/**
 * A recorder writes WebM as it goes, so its file says no duration, and a player shows none (the
 * lesson's 75 % could never be reached): the Duration element (in ms, the default timecode scale)
 * is added to the segment's Info element, whose size grows to match.
 */
function withDuration(webm: Buffer, ms: number): Buffer {
  const INFO = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
  const at = webm.indexOf(INFO);
  if (at < 0) throw new Error("no Info element in the recording");
  const sizeAt = at + INFO.length;
  const length = 8 - Math.floor(Math.log2(webm[sizeAt])); // a vint's length is told by its first byte's leading zeros
  let size = webm[sizeAt] & (0xff >> length);
  for (let i = 1; i < length; i++) size = size * 256 + webm[sizeAt + i];
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(ms, 3);
  const grown = size + duration.length;
  if (grown >= 2 ** (7 * length) - 1) throw new Error("the Info element's size no longer fits its length");
  const sizeBytes = Buffer.alloc(length);
  let rest = grown;
  for (let i = length - 1; i >= 0; i--) {
    sizeBytes[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  sizeBytes[0] |= 0x80 >> (length - 1);
  const end = sizeAt + length + size;
  return Buffer.concat([webm.subarray(0, sizeAt), sizeBytes, webm.subarray(sizeAt + length, end), duration, webm.subarray(end)]);
}
