import "fake-indexeddb/auto";
import { effect } from "@preact/signals-react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#shared/api/errors.ts";
import type { Paper } from "#shared/api/exam-taking.ts";
import { closeDurableStores } from "#shared/browser/durable-store.ts";
import { AttemptSession, type Phase } from "./attempt-session.ts";
import { copyKey, readCopy, writeState } from "./device-copy.ts";

const api = vi.hoisted(() => ({ getPaper: vi.fn(), postSubmit: vi.fn(), postAutosave: vi.fn() }));
vi.mock("#shared/api/exam-taking.ts", async (original) => ({ ...(await original<object>()), ...api }));

const T0 = Date.parse("2026-11-25T10:00:00.000Z");
const target = { path: "exams" as const, testId: 7, scope: "algebra", learnerId: 3, durationMinutes: 10 };
const question = (id: number) => ({
  id,
  text: `<p>Q${id}</p>`,
  topic: { name: "Algebra" },
  answers: [1, 2, 3].map((k) => ({ id: id * 10 + k, text: `A${id * 10 + k}` })),
  explanation: null,
  user_answer: null,
});
const result = {
  passing_score: 50,
  submitted_before: true,
  passed: true,
  show_solution: true,
  abandoned_last_attempt: false,
  next_attempt_at: null,
  last_attempted_at: null,
  topics: [],
  stats: null,
};

/** The paper as the reference API answers it: the attempt started `startedAgo` seconds ago by the server's clock. */
function paper(startedAgo = 0, saved: unknown = null): Paper {
  const serverNow = Date.now() + 5 * 60_000; // a server clock five minutes off the device's
  const started = serverNow - startedAgo * 1000;
  return {
    data: [1, 2, 3].map(question),
    attempt: {
      id: 40,
      number: 1,
      started_at: new Date(started).toISOString(),
      deadline_at: new Date(started + 10 * 60_000).toISOString(),
      server_time: new Date(serverNow).toISOString(),
      saved: saved as never,
    },
  } as Paper;
}

const sessions: AttemptSession[] = [];
function open(): AttemptSession {
  const s = new AttemptSession(target);
  sessions.push(s);
  return s;
}

/** Waits (on real microtasks, with the timers faked) until the session's phase is `name`. */
async function until(s: AttemptSession, name: Phase["name"]): Promise<void> {
  await vi.waitFor(() => expect(s.phase.peek().name).toBe(name), { timeout: 2000, interval: 5 });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"], now: T0 });
  api.postAutosave.mockResolvedValue({});
  api.postSubmit.mockResolvedValue({ message: "", data: result });
});

afterEach(async () => {
  for (const s of sessions.splice(0)) s[Symbol.dispose]();
  vi.useRealTimers();
  vi.resetAllMocks();
  await closeDurableStores();
  await forgetDevice();
});

/** Empties the device: the next test starts with nothing kept. */
const forgetDevice = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase("lp-durable");
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });

describe("an attempt", () => {
  it("starts on the server's paper in its order, and keeps each answer on the device the moment it is given", async () => {
    api.getPaper.mockResolvedValue(paper());
    const s = open();
    await until(s, "taking");
    expect(s.taking.value!.order).toEqual([1, 2, 3]);
    s.select(12);
    await s.settled();
    const copy = await readCopy(3, "exams", "algebra");
    expect(copy!.state.taking.selected).toBe(12);
    expect(copy!.state.attemptId).toBe(40);
    expect(copy!.questions.map((q) => q.id)).toEqual([1, 2, 3]);
  });

  it("resumes after a reload at the same question, with the same answers and the time the server says is left", async () => {
    api.getPaper.mockResolvedValue(paper());
    const first = open();
    await until(first, "taking");
    first.select(12);
    first.next();
    first.select(21);
    await first.settled();
    first[Symbol.dispose]();

    vi.setSystemTime(T0 + 90_000);
    api.getPaper.mockResolvedValue(paper(90));
    const again = open();
    await until(again, "taking");
    expect(again.taking.value).toMatchObject({ index: 1, answers: { 1: 12 }, selected: 21 });
    // 10 minutes from the server's start, 90 s ago: the device's own clock, five minutes off, plays no part.
    expect(again.timeLeft()).toBe(510_000);
  });

  it("carries on from the device alone when it reloads offline", async () => {
    api.getPaper.mockResolvedValue(paper());
    const first = open();
    await until(first, "taking");
    first.select(13);
    first.next();
    await first.settled();
    const deadline = first.now.value + first.timeLeft();
    first[Symbol.dispose]();

    api.getPaper.mockRejectedValue(new ApiError("An error occurred while fetching the questions", 0));
    api.postAutosave.mockRejectedValue(new ApiError("An error occurred while saving your answers", 0));
    vi.setSystemTime(T0 + 60_000);
    const offline = open();
    await until(offline, "taking");
    expect(offline.taking.value).toMatchObject({ index: 1, answers: { 1: 13 } });
    expect(offline.online.value).toBe(false);
    // Counted from when this device started: the same deadline, about nine minutes away a minute later.
    expect(offline.now.value + offline.timeLeft()).toBe(deadline);
    expect(offline.timeLeft()).toBeGreaterThan(500_000);
  });

  it("takes another device's later answers over this device's copy", async () => {
    api.getPaper.mockResolvedValue(paper());
    const first = open();
    await until(first, "taking");
    first.select(11);
    await first.settled();
    first[Symbol.dispose]();

    const saved = {
      revision: 50,
      responses: [
        { question_id: 1, answer_id: 12, time_taken: 30 },
        { question_id: 2, answer_id: 23, time_taken: 20 },
      ],
      current_question_id: 3,
    };
    api.getPaper.mockResolvedValue(paper(60, saved));
    const s = open();
    await until(s, "taking");
    expect(s.taking.value).toMatchObject({ index: 2, answers: { 1: 12, 2: 23 }, revision: 50 });
  });

  it("submits by itself when the total time runs out, with the answers the device holds", async () => {
    api.getPaper.mockResolvedValue(paper(0));
    const s = open();
    await until(s, "taking");
    s.select(11);
    s.next();
    await s.settled();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await until(s, "submitted");
    expect(s.phase.value).toMatchObject({ name: "submitted", reason: "time-up" });
    expect(api.postSubmit).toHaveBeenCalledTimes(1);
    const [, , sent] = api.postSubmit.mock.calls[0];
    expect(sent.attemptId).toBe(40);
    expect(sent.responses).toEqual([{ question_id: 1, answer_id: 11, time_taken: 0 }]);
    expect(sent.timeTaken).toBe(600);
    expect(await readCopy(3, "exams", "algebra")).toBeNull();
  });

  it("retries the submission while the network is down, the same submission each time, and shows it is waiting", async () => {
    api.getPaper.mockResolvedValue(paper());
    const s = open();
    await until(s, "taking");
    s.select(11);
    vi.advanceTimersByTime(3000);
    s.next();
    s.select(22);
    s.next();
    s.select(33);
    api.postSubmit.mockRejectedValue(new ApiError("An error occurred while submitting the exam", 0));
    s.next();
    await vi.waitFor(() => expect(api.postSubmit).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(s.waitingToSend.value).toBe(true));
    expect(s.phase.value.name).toBe("submitting");
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(api.postSubmit).toHaveBeenCalledTimes(2));
    api.postSubmit.mockResolvedValue({ message: "", data: result });
    await vi.advanceTimersByTimeAsync(2000);
    await until(s, "submitted");
    expect(api.postSubmit).toHaveBeenCalledTimes(3);
    const bodies = api.postSubmit.mock.calls.map((c) => JSON.stringify(c[2]));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]).responses).toEqual([
      { question_id: 1, answer_id: 11, time_taken: 3 },
      { question_id: 2, answer_id: 22, time_taken: 0 },
      { question_id: 3, answer_id: 33, time_taken: 0 },
    ]);
    expect(s.waitingToSend.value).toBe(false);
  });

  it("sends a submission a reload interrupted as it was, without asking for the questions again", async () => {
    api.getPaper.mockResolvedValue(paper());
    const first = open();
    await until(first, "taking");
    first.select(11);
    first.next();
    api.postSubmit.mockRejectedValue(new ApiError("", 0));
    void first.submit("finished");
    await vi.waitFor(() => expect(first.waitingToSend.value).toBe(true));
    await first.settled();
    first[Symbol.dispose]();

    api.getPaper.mockClear();
    api.postSubmit.mockResolvedValue({ message: "", data: result });
    const again = open();
    await until(again, "submitted");
    expect(api.getPaper).not.toHaveBeenCalled();
    expect(again.phase.value).toMatchObject({ reason: "finished" });
    expect(api.postSubmit.mock.calls.at(-1)![2]).toMatchObject({ attemptId: 40, responses: [{ question_id: 1, answer_id: 11 }] });
  });

  it("keeps the answers and waits when the session ended during the submission (401), as for a lost network", async () => {
    api.getPaper.mockResolvedValue(paper());
    const s = open();
    await until(s, "taking");
    s.select(11);
    s.next();
    api.postSubmit.mockRejectedValue(new ApiError("Unauthenticated.", 401, {}, true));
    void s.submit("finished");
    await vi.waitFor(() => expect(s.waitingToSend.value).toBe(true));
    expect(s.phase.value.name).toBe("submitting");
    expect((await readCopy(3, "exams", "algebra"))?.state.taking.answers).toEqual({ 1: 11 });
  });

  it("submits at once when the connection returns", async () => {
    api.getPaper.mockResolvedValue(paper());
    const s = open();
    await until(s, "taking");
    api.postSubmit.mockRejectedValueOnce(new ApiError("", 0));
    void s.submit("finished");
    await vi.waitFor(() => expect(s.waitingToSend.value).toBe(true));
    window.dispatchEvent(new Event("online"));
    await until(s, "submitted");
    expect(api.postSubmit).toHaveBeenCalledTimes(2);
  });

  it("says the attempt was abandoned when the server finds it so", async () => {
    api.getPaper.mockResolvedValue(paper());
    api.postSubmit.mockRejectedValue(new ApiError("You have abandoned the test. Please try again later.", 409, {}, true));
    const s = open();
    await until(s, "taking");
    void s.submit("finished");
    await until(s, "abandoned");
    expect(await readCopy(3, "exams", "algebra")).toBeNull();
  });

  it("sends each answer to an API that keeps them, and not to one without", async () => {
    api.getPaper.mockResolvedValue(paper(0, null));
    const s = open();
    await until(s, "taking");
    s.select(12);
    await vi.waitFor(() => expect(api.postAutosave).toHaveBeenCalled());
    const last = api.postAutosave.mock.calls.at(-1)!;
    expect(last[2]).toMatchObject({ attemptId: 40, currentQuestionId: 1, responses: [] });
    s.next();
    await vi.waitFor(() => expect(api.postAutosave.mock.calls.at(-1)![2].responses).toEqual([{ question_id: 1, answer_id: 12, time_taken: 0 }]));
    s[Symbol.dispose]();
    await closeDurableStores();
    await forgetDevice();

    api.postAutosave.mockClear();
    const { attempt, ...contractOnly } = paper();
    api.getPaper.mockResolvedValue({ ...contractOnly, attempt: null });
    const plain = open();
    await until(plain, "taking");
    plain.select(11);
    plain.next();
    await plain.settled();
    expect(api.postAutosave).not.toHaveBeenCalled();
    expect(plain.taking.value!.order).toHaveLength(3);
  });

  it("drops a device copy that does not read back whole, and starts afresh", async () => {
    api.getPaper.mockResolvedValue(paper());
    const key = copyKey(3, "exams", "algebra", 40);
    await writeState(key, { attemptId: 40, taking: { order: "tampered" } } as never);
    const s = open();
    await until(s, "taking");
    expect(s.taking.value).toMatchObject({ index: 0, answers: {} });
  });

  it("ends the attempt when the tab was away 30 s or more before a reload, but not 29", async () => {
    api.getPaper.mockResolvedValue(paper());
    const first = open();
    await until(first, "taking");
    first.hidden(Date.now());
    await first.settled();
    first[Symbol.dispose]();
    vi.setSystemTime(T0 + 29_000);
    api.getPaper.mockResolvedValue(paper(29));
    const soon = open();
    await until(soon, "taking");
    await vi.advanceTimersByTimeAsync(10);
    expect(soon.phase.value.name).toBe("taking");
    soon.hidden(Date.now());
    await soon.settled();
    soon[Symbol.dispose]();

    vi.setSystemTime(T0 + 29_000 + 31_000);
    api.getPaper.mockResolvedValue(paper(60));
    const late = open();
    await until(late, "submitted");
    expect(late.phase.value).toMatchObject({ reason: "away" });
  });

  it("stops its clocks, retries and listeners when it is closed", async () => {
    api.getPaper.mockResolvedValue(paper());
    api.postSubmit.mockRejectedValue(new ApiError("", 0));
    const s = open();
    await until(s, "taking");
    void s.submit("finished");
    await vi.waitFor(() => expect(s.waitingToSend.value).toBe(true));
    s[Symbol.dispose]();
    const calls = api.postSubmit.mock.calls.length;
    const now = s.now.peek();
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.postSubmit.mock.calls.length).toBe(calls);
    expect(s.now.peek()).toBe(now);
  });

  it("tells the screen of every phase in order", async () => {
    api.getPaper.mockResolvedValue(paper());
    const s = open();
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(s.phase.value.name);
    });
    await until(s, "taking");
    void s.submit("finished");
    await until(s, "submitted");
    stop();
    expect(seen).toEqual(["starting", "taking", "submitting", "submitted"]);
  });
});
