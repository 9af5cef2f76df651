import { useSignals } from "@preact/signals-react/runtime";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { dropToken, saveToken } from "#shared/api/token.ts";
import { HandedContext, handedAnswers } from "#shared/data/handed.ts";
import { useSessionShown } from "./session-shown.ts";

const seen: boolean[] = [];
const roots: Root[] = [];
function Probe() {
  useSignals();
  const signedIn = useSessionShown();
  seen.push(signedIn);
  return <p>{signedIn ? "Dashboard" : "Start Learning"}</p>;
}

async function draw(drawnByServer: boolean): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => {
    root.render(
      <HandedContext.Provider value={drawnByServer ? handedAnswers({}) : null}>
        <Probe />
      </HandedContext.Provider>,
    );
  });
  return host;
}

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  seen.length = 0;
  dropToken();
  document.body.replaceChildren();
});

describe("useSessionShown", () => {
  it("draws a widget the server drew as the server did (a visitor's), then the signed-in reader's", async () => {
    saveToken("tok");
    const host = await draw(true);
    expect(seen[0]).toBe(false);
    expect(host.textContent).toBe("Dashboard");
  });

  it("shows the reader's state from the first render anywhere else", async () => {
    saveToken("tok");
    await draw(false);
    expect(seen.every(Boolean)).toBe(true);
  });

  it("stays a visitor's for a visitor", async () => {
    const host = await draw(true);
    expect(host.textContent).toBe("Start Learning");
  });
});
