import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HandedContext, handedAnswers } from "#shared/data/handed.ts";
import { takeOver } from "#tests/support/dom.ts";
import { useDraftForm } from "./draft-form.ts";

const KEY = "lpTestDraft";

function NoteForm() {
  const form = useDraftForm({
    fields: ["note"] as const,
    required: ["note"] as const,
    draftKey: KEY,
    send: async () => ({}),
    words: { missing: "Missing", sent: "Sent", failed: "Failed" },
  });
  return (
    <form onSubmit={(e) => void form.submit(e)}>
      <input aria-label="Note" name="note" value={form.values.note} onChange={(e) => form.set("note", e.target.value)} />
    </form>
  );
}

/** As a widget the server drew is taken over: the server's markup, then hydrated. */
const drawn = () => (
  <HandedContext.Provider value={handedAnswers({})}>
    <NoteForm />
  </HandedContext.Provider>
);

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe("a draft form the server drew", () => {
  it("shows the draft kept on the device once it has taken the server's empty fields over, and keeps it", async () => {
    const html = renderToString(drawn());
    expect(html).toContain('value=""');
    localStorage.setItem(KEY, JSON.stringify({ note: "Half a message" }));
    const { host, complaints, unmount } = await takeOver(html, drawn());
    // Hydrated as drawn (a render that differs from the server's is React's mismatch), then the draft.
    expect(complaints).toBe(0);
    expect(host.querySelector("input")!.value).toBe("Half a message");
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ note: "Half a message" });
    unmount();
  });
});
