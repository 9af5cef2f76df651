import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HandedContext, handedAnswers } from "#shared/data/handed.ts";
import { AfterPaint } from "./after-paint.tsx";

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe("AfterPaint", () => {
  it("draws the page without its children first, and them a frame later", async () => {
    const host = document.createElement("div");
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <>
          <h1>Heading</h1>
          <AfterPaint>
            <p>Below the first screen</p>
          </AfterPaint>
        </>,
      ),
    );
    expect(host.textContent).toBe("Heading");
    await act(nextFrame);
    await act(nextFrame);
    expect(host.textContent).toBe("HeadingBelow the first screen");
    root.unmount();
  });

  it("draws its children at once where the server draws the page (readable with no script), as its widget hydrates them", () => {
    const html = renderToString(
      <HandedContext.Provider value={handedAnswers({})}>
        <AfterPaint>
          <p>Below the first screen</p>
        </AfterPaint>
      </HandedContext.Provider>,
    );
    expect(html).toBe("<p>Below the first screen</p>");
  });
});
