import "fake-indexeddb/auto";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Paper } from "#shared/api/exam-taking.ts";
import { closeDurableStores } from "#shared/browser/durable-store.ts";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, until } from "#tests/support/dom.ts";
import { AttemptSession } from "./attempt-session.ts";
import { TakingView } from "./taking-view.tsx";

const api = vi.hoisted(() => ({ getPaper: vi.fn(), postSubmit: vi.fn(), postAutosave: vi.fn() }));
vi.mock("#shared/api/exam-taking.ts", async (original) => ({ ...(await original<object>()), ...api }));

const question = (id: number) => ({
  id,
  text: `<p>Question ${id}?</p>`,
  topic: null,
  answers: [1, 2].map((k) => ({ id: id * 10 + k, text: `Answer ${id * 10 + k}` })),
  explanation: null,
  user_answer: null,
});

function paper(): Paper {
  const now = Date.now();
  return {
    data: [1, 2, 3, 4].map(question),
    attempt: {
      id: 40,
      number: 1,
      started_at: new Date(now).toISOString(),
      deadline_at: new Date(now + 10 * 60_000).toISOString(),
      server_time: new Date(now).toISOString(),
      saved: null,
    },
  } as Paper;
}

let root: Root | null = null;
let session: AttemptSession | null = null;

beforeEach(() => {
  api.getPaper.mockResolvedValue(paper());
  api.postAutosave.mockResolvedValue({});
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  session?.[Symbol.dispose]();
  session = null;
  document.body.replaceChildren();
  locale.value = "en";
  vi.resetAllMocks();
  await closeDurableStores();
  indexedDB.deleteDatabase("lp-durable");
});

async function take() {
  session = new AttemptSession({ path: "exams", testId: 7, scope: "algebra", learnerId: 3, durationMinutes: 10 });
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<TakingView session={session!} />));
  await until(() => !!host.querySelector(".runner-question"));
  return host;
}

const questionText = (host: ParentNode) => host.querySelector(".runner-question-text")?.textContent;
const status = (host: ParentNode) => host.querySelector<HTMLElement>(".runner-notice[role=status]")!;
const pick = (host: ParentNode) => click(host.querySelector<HTMLInputElement>("input[type=radio]")!);

describe("SKIP", () => {
  it("says, in the polite status, that the question went to the end, until the learner moves on", async () => {
    const host = await take();
    expect(status(host).textContent).toBe("");
    expect(questionText(host)).toBe("Question 1?");
    await click(button(host, "SKIP"));
    expect(questionText(host)).toBe("Question 2?");
    expect(status(host).textContent).toBe("Question skipped: it will come back at the end.");
    // A pick on the question it brought the learner to keeps it said.
    await pick(host);
    expect(status(host).textContent).toBe("Question skipped: it will come back at the end.");
    await click(button(host, "NEXT"));
    expect(questionText(host)).toBe("Question 3?");
    expect(status(host).textContent).toBe("");
    // Back on that question, it is not said again: that SKIP is old news.
    await click(button(host, "BACK"));
    expect(questionText(host)).toBe("Question 2?");
    expect(status(host).textContent).toBe("");
  });

  it("says it afresh for a second SKIP in a row, so that it is read out again", async () => {
    const host = await take();
    await click(button(host, "SKIP"));
    const first = status(host).firstElementChild;
    await click(button(host, "SKIP"));
    expect(questionText(host)).toBe("Question 3?");
    expect(status(host).textContent).toBe("Question skipped: it will come back at the end.");
    // New words in the region (a new node), not the same node left as it was.
    expect(status(host).firstElementChild).not.toBe(first);
  });

  it("says it in French", async () => {
    locale.value = "fr";
    const host = await take();
    await click(button(host, "PASSER"));
    expect(status(host).textContent).toBe("Question passée : elle reviendra à la fin.");
  });
});
