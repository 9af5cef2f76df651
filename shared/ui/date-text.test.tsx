import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HandedContext, handedAnswers } from "#shared/data/handed.ts";
import { formatDate } from "#shared/format/format.ts";
import { takeOver } from "#tests/support/dom.ts";
import { DateText } from "./date-text.tsx";

/** Late in the evening in UTC: already the next day east of it, still that day in UTC. */
const LATE = "2026-03-01T23:30:00Z";

afterEach(() => {
  document.body.replaceChildren();
});

describe("DateText", () => {
  it("takes the server's drawing over as drawn (UTC), with no mismatch, then shows the reader's day", async () => {
    const drawn = () => (
      <HandedContext.Provider value={handedAnswers({})}>
        <DateText iso={LATE} />
      </HandedContext.Provider>
    );
    // The test command runs the unit tests in our learners' zone (TZ=Africa/Douala): there, this instant is the next day.
    expect(formatDate(LATE, "en"), "run in a zone east of UTC, as the test command does").not.toBe(formatDate(LATE, "en", "UTC"));
    const html = renderToString(drawn());
    expect(html).toContain(formatDate(LATE, "en", "UTC"));
    const { host, complaints, unmount } = await takeOver(html, drawn());
    expect(complaints).toBe(0);
    expect(host.querySelector("time")?.textContent).toBe(formatDate(LATE, "en"));
    expect(host.querySelector("time")?.getAttribute("datetime")).toBe(LATE);
    unmount();
  });

  it("shows the reader's day from the first render where no server drew it", async () => {
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    await act(async () => root.render(<DateText iso={LATE} />));
    expect(host.querySelector("time")?.textContent).toBe(formatDate(LATE, "en"));
    act(() => root.unmount());
  });
});
