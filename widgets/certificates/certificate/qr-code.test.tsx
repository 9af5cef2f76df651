import { generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectingScope, HandedContext, type HandedScope, handedAnswers } from "#shared/data/handed.ts";
import { takeOver } from "#tests/support/dom.ts";
import { QrCode } from "./qr-code.tsx";

// The encoder, counted: the take-over of a drawn code must not run it.
vi.mock("lean-qr", async (original) => {
  const real = await original<typeof import("lean-qr")>();
  return { ...real, generate: vi.fn(real.generate) };
});

const URL = "https://learn.example.cm/certificate/LPC-2026-AB12";

const drawn = (scope: HandedScope) => (
  <HandedContext.Provider value={scope}>
    <QrCode text={URL} label="QR code" size={112} />
  </HandedContext.Provider>
);

afterEach(() => {
  document.body.replaceChildren();
  vi.mocked(generate).mockClear();
});

describe("QrCode", () => {
  it("hands the server's code to the page, and takes it over without making it again", async () => {
    // The server's two passes: the first collects what the drawing made, the second draws with it.
    const collecting = collectingScope();
    renderToString(drawn(collecting));
    const answers = await collecting.settle(100);
    const html = renderToString(drawn(handedAnswers(answers)));
    const path = /<path d="([^"]+)"/.exec(html)?.[1];
    expect(path).toBe(toSvgPath(generate(URL)));
    vi.mocked(generate).mockClear();

    const { host, complaints, unmount } = await takeOver(html, drawn(handedAnswers(JSON.parse(JSON.stringify(answers)))));
    expect(complaints).toBe(0);
    expect(host.querySelector("svg.qr path")?.getAttribute("d")).toBe(path);
    expect(generate).not.toHaveBeenCalled();
    unmount();
  });

  it("makes the code in the browser where no server drew it, and anew for another address", async () => {
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    await act(async () => root.render(<QrCode text={URL} label="QR code" size={112} />));
    expect(host.querySelector("svg.qr path")?.getAttribute("d")).toBe(toSvgPath(generate(URL)));
    await act(async () => root.render(<QrCode text={`${URL}9`} label="QR code" size={112} />));
    expect(host.querySelector("svg.qr path")?.getAttribute("d")).toBe(toSvgPath(generate(`${URL}9`)));
    act(() => root.unmount());
  });
});
