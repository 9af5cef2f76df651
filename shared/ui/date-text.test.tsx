import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HandedContext, handedAnswers } from "#shared/data/handed.ts";
import { formatDate } from "#shared/format/format.ts";
import { DateText } from "./date-text.tsx";

/** Late in the evening in UTC: already the next day east of it, still that day in UTC. */
const LATE = "2026-03-01T23:30:00Z";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("DateText", () => {
  it("takes the server's drawing over as drawn (UTC), with no mismatch, then shows the reader's day", async () => {
    const drawn = () => (
      <HandedContext.Provider value={handedAnswers({})}>
        <DateText iso={LATE} />
      </HandedContext.Provider>
    );
    const html = renderToString(drawn());
    expect(html).toContain(formatDate(LATE, "en", "UTC"));
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    const errors = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(host, drawn()));
    expect(errors).not.toHaveBeenCalled();
    expect(host.querySelector("time")?.textContent).toBe(formatDate(LATE, "en"));
    expect(host.querySelector("time")?.getAttribute("datetime")).toBe(LATE);
    act(() => root.unmount());
  });

  it("shows the reader's day from the first render where no server drew it", async () => {
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    await act(async () => root.render(<DateText iso={LATE} />));
    expect(host.querySelector("time")?.textContent).toBe(formatDate(LATE, "en"));
    act(() => root.unmount());
  });
});
