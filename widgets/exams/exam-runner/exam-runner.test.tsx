import { act } from "react";
import "fake-indexeddb/auto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { User } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { closeDurableStores } from "#shared/browser/durable-store.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, mount, shadow, until } from "#tests/support/dom.ts";
import { aUser, json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { type AttemptState, copyKey, readCopy, writePaper, writeState } from "../components/runner/device-copy.ts";
import { tag } from "./exam-runner.api.ts";
import * as root from "./exam-runner.tsx";

freshPageEachTest("/account/exams/algebra-basics");

beforeAll(() => {
  defineWidget(tag, root);
});

afterEach(async () => {
  await closeDurableStores();
  indexedDB.deleteDatabase("lp-durable");
});

const HOUR = 3_600_000;
const blank = {
  submitted_before: false,
  passed: false,
  show_solution: false,
  abandoned_last_attempt: false,
  next_attempt_at: null,
  last_attempted_at: null,
  topics: [],
  stats: null,
};
const anExam = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: "algebra-basics",
  title: "Algebra basics",
  duration: 10,
  total_questions: 3,
  has_enrolled: true,
  ...blank,
  ...over,
});
const passedOnce = (over: Record<string, unknown> = {}) => ({
  submitted_before: true,
  passed: true,
  show_solution: true,
  next_attempt_at: new Date(Date.now() - 1000).toISOString(),
  topics: [
    { topic_id: 1, topic_name: "Algebra", correct: 2, total: 2 },
    { topic_id: 2, topic_name: "Geometry", correct: 0, total: 1 },
  ],
  stats: { time_taken: 95, total: 3, correct: 2, wrong: 1, score: 66.67 },
  ...over,
});
const question = (id: number) => ({
  id,
  text: `<p>Question ${id}?</p>`,
  topic: { name: "Algebra" },
  answers: [1, 2, 3].map((k) => ({ id: id * 10 + k, text: `Answer ${id * 10 + k}` })),
  explanation: null,
});

interface Answers {
  exam?: () => Response;
  /** Unset: the API has no result call (404), and the exam's own fields are the result. */
  result?: () => Response;
  history?: () => Response;
  questions?: () => Response;
  submit?: (call: RecordedCall) => Response;
  solution?: () => Response;
}
function api({
  exam = () => json({ data: anExam() }),
  result,
  history = () => json({ data: [] }),
  questions,
  submit = () => json({ message: "Exam submitted successfully!", data: anExam(passedOnce()) }),
  solution,
}: Answers = {}) {
  const now = new Date().toISOString();
  return mockFetch((call) => {
    const path = call.url.pathname;
    if (path === "/api/exams/algebra-basics") return exam();
    if (path === "/api/exams/1/result" && result) return result();
    if (path === "/api/exams/1/history") return history();
    if (path === "/api/exams/1/questions" && questions) return questions();
    if (path === "/api/exams/1/questions")
      return json({
        data: [1, 2, 3].map(question),
        attempt: { id: 9, number: 1, started_at: now, deadline_at: new Date(Date.now() + 600_000).toISOString(), server_time: now, saved: null },
      });
    if (path === "/api/exams/1/autosave") return json({ message: "Answers saved.", revision: 1 });
    if (path === "/api/exams/1/submit") return submit(call);
    if (path === "/api/exams/1/solution" && solution) return solution();
    if (path === "/api/exams/1/solution")
      return json({
        data: [
          {
            ...question(1),
            answers: [
              { id: 11, text: "Answer 11", is_correct: true },
              { id: 12, text: "Answer 12", is_correct: false },
            ],
            explanation: "<p>Because.</p>",
            user_answer: { answer_id: 12, is_correct: false, time_taken: 4 },
          },
        ],
      });
    return json({ message: "Not Found" }, 404);
  });
}

const openDialog = (s: ParentNode) => [...s.querySelectorAll("dialog")].filter((d) => d.open).at(-1) ?? null;

async function openModal() {
  saveToken("learner-token");
  user.value = aUser({ id: 7, first_name: "Amina" }) as User;
  const el = await mount("lp-exam-runner", { exam: "algebra-basics" });
  const s = shadow(el);
  await click(button(s, "Start Exam"));
  await until(() => !!openDialog(s) && !openDialog(s)!.querySelector("[aria-busy='true'], .lp-skeletons"));
  return s;
}
const texts = (s: ParentNode, selector: string) => [...s.querySelectorAll(selector)].map((e) => e.textContent?.trim());

/** Answers every question with its first answer, then FINISH. */
async function answerAll(modal: Element) {
  await click(button(modal, "Start"));
  for (const _ of [1, 2, 3]) {
    await until(() => !!modal.querySelector(".runner-question"));
    await click(modal.querySelectorAll<HTMLInputElement>("input[type=radio]")[0]);
    await click(button(modal, modal.querySelector(".runner-question-number")?.textContent === "Question 3 of 3" ? "FINISH" : "NEXT"));
  }
}

describe("<lp-exam-runner>", () => {
  it("opens on the overview before the first attempt with the attention card and Start first, then the empty result cards, the dials and the instructions", async () => {
    api();
    const s = await openModal();
    const modal = openDialog(s)!;
    expect(modal.querySelector("h2")?.textContent).toBe("Algebra basics");
    expect(texts(modal, ".runner-card-title")).toEqual(["Attention, Amina!", "Attempt History", "Your Result", "Topic Performance", "Grading System"]);
    // Start is in the overview's first card: on a phone, on its first screen.
    expect(modal.querySelector(".runner-overview .runner-card")?.querySelector(".runner-start")?.textContent).toBe("Start");
    expect(modal.textContent).toContain("No topic performance data available.");
    expect(texts(modal, ".runner-dial-clock")).toEqual(["0:03:20", "0:10:00"]);
    await click(button(modal, "See Instructions"));
    const instructions = openDialog(s)!;
    expect(instructions.querySelector("h2")?.textContent).toBe("Assessment Instructions");
    expect(texts(instructions, "h3")).toEqual(["Before You Begin", "During the Assessment", "After Completing", "Technical Support"]);
  });

  it("shows the result, the topics with their letter grades, the grading system and the history", async () => {
    api({
      exam: () => json({ data: anExam(passedOnce()) }),
      history: () =>
        json({
          data: [
            { number: 2, date: "2026-11-20T10:00:00Z", time_taken: 600, correct: 0, total: 3, score: 0, passing_score: 50, status: "abandoned", results: [] },
            {
              number: 1,
              date: "2026-11-19T10:00:00Z",
              time_taken: 95,
              correct: 2,
              total: 3,
              score: 66.67,
              passing_score: 50,
              status: "submitted",
              results: [{ topic_name: "Algebra", score: 100 }],
            },
          ],
        }),
    });
    const modal = openDialog(await openModal())!;
    expect(texts(modal, ".runner-result dd")).toEqual(["67%", "0:01:35", "2/3"]);
    expect(texts(modal, ".runner-attempt-figures span:last-child")).toEqual(["0:10:00", "0:01:35"]);
    expect(texts(modal, ".runner-topic-name")).toEqual(["Algebra", "Geometry"]);
    expect(texts(modal, ".runner-topic-grade [aria-hidden]")).toEqual(["A", "F"]);
    expect(texts(modal, ".runner-grading dt")).toEqual(["Excellent", "Good", "Satisfactory", "Needs Improvement", "Fail"]);
    expect(texts(modal, ".runner-attempt .runner-badge")).toEqual(["Abandoned", "Passed"]);
    expect(texts(modal, ".runner-completion .runner-badge")).toEqual(["Passed"]);
    expect(button(modal, "VIEW SOLUTION").disabled).toBe(false);
    expect(button(modal, "RETAKE TEST").disabled).toBe(false);
  });

  it("badges a score equal to the passing score with nothing, keeps the solution shut unless passed, and counts down to a retake", async () => {
    api({
      exam: () =>
        json({
          data: anExam(
            passedOnce({
              passed: false,
              stats: { time_taken: 60, total: 2, correct: 1, wrong: 1, score: 50 },
              next_attempt_at: new Date(Date.now() + 26 * HOUR + 5000).toISOString(),
            }),
          ),
        }),
    });
    const modal = openDialog(await openModal())!;
    expect(modal.querySelector(".runner-completion .runner-badge")).toBeNull();
    expect(button(modal, "VIEW SOLUTION").disabled).toBe(true);
    expect(button(modal, "RETAKE TEST").disabled).toBe(true);
    expect(modal.querySelector(".runner-countdown")?.textContent).toMatch(/^Next attempt in 1 day 02:00:0\d$/);
  });

  it("says 'Test Abandoned' after an abandoned attempt", async () => {
    api({ exam: () => json({ data: anExam(passedOnce({ abandoned_last_attempt: true, passed: false })) }) });
    const modal = openDialog(await openModal())!;
    expect(modal.querySelector(".runner-completion h3")?.textContent).toBe("Test Abandoned");
    expect(modal.textContent).toContain("You have abandoned the test. Please try again later.");
  });

  it("takes the exam: NEXT only with an answer, BACK and SKIP, FINISH submits what was given, and the results come back", async () => {
    let submitted = false;
    const net = api({
      exam: () => json({ data: submitted ? anExam(passedOnce()) : anExam() }),
      submit: () => {
        submitted = true;
        return json({ message: "Exam submitted successfully!", data: passedOnce() });
      },
    });
    const s = await openModal();
    let modal = openDialog(s)!;
    await click(button(modal, "Start"));
    await until(() => !!modal.querySelector(".runner-question"));
    expect(modal.querySelector(".runner-question-number")?.textContent).toBe("Question 1 of 3");
    expect(button(modal, "NEXT").disabled).toBe(true);
    expect(button(modal, "BACK").disabled).toBe(true);
    await click(modal.querySelectorAll<HTMLInputElement>("input[type=radio]")[1]);
    await click(button(modal, "NEXT"));
    expect(modal.querySelector(".runner-question-number")?.textContent).toBe("Question 2 of 3");
    await click(button(modal, "SKIP"));
    expect(modal.querySelector(".runner-question-text")?.textContent).toBe("Question 3?");
    await click(modal.querySelectorAll<HTMLInputElement>("input[type=radio]")[0]);
    await click(button(modal, "NEXT"));
    expect(button(modal, "SKIP").disabled).toBe(true);
    expect(modal.querySelector(".runner-question-text")?.textContent).toBe("Question 2?");
    await click(modal.querySelectorAll<HTMLInputElement>("input[type=radio]")[2]);
    await click(button(modal, "FINISH"));
    await until(() => net.to("/exams/1/submit").length === 1);
    const sent = net.to("/exams/1/submit")[0].body as FormData;
    expect(JSON.parse(String(sent.get("responses"))).map((r: { question_id: number; answer_id: number }) => [r.question_id, r.answer_id])).toEqual([
      [1, 12],
      [3, 31],
      [2, 23],
    ]);
    expect(sent.get("attempt_id")).toBe("9");
    modal = openDialog(s)!;
    await until(() => !!modal.querySelector(".runner-completion"));
    expect(net.to("/exams/algebra-basics").length).toBeGreaterThanOrEqual(2);
  });

  it("warns once an attempt, and only when the window is made smaller during it, not for a phone's small window", async () => {
    const viewport = (width: number, height: number) =>
      act(() => (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({ width, height }));
    await viewport(360, 740);
    api();
    const s = await openModal();
    const modal = openDialog(s)!;
    await click(button(modal, "Start"));
    await until(() => !!modal.querySelector(".runner-question"));
    const warning = () => modal.querySelector(".runner-warning")?.textContent ?? "";
    expect(warning()).toBe("");
    await viewport(360, 500);
    expect(warning()).toContain("Please do not resize or minimize your window during the exam.");
    await click(button(modal.querySelector(".runner-warning")!, "OK"));
    await viewport(360, 740);
    await viewport(300, 400);
    expect(warning()).toBe("");
    await viewport(1024, 768);
  });

  it("shows the solution after a pass, and goes back to the results", async () => {
    api({ exam: () => json({ data: anExam(passedOnce()) }) });
    const modal = openDialog(await openModal())!;
    await click(button(modal, "VIEW SOLUTION"));
    await until(() => !!modal.querySelector(".runner-solved"));
    expect(modal.querySelector(".runner-overview")).toBeNull();
    expect(texts(modal, ".runner-solved-answers .runner-badge")).toEqual(["Correct answer", "Your answer"]);
    expect(modal.querySelector(".runner-explanation")?.textContent).toContain("Because.");
    await click(button(modal, "Back to results"));
    expect(modal.querySelector(".runner-overview")).not.toBeNull();
  });

  it("says 'No exam found' for an exam that does not exist, and 'Something went wrong!' for a failure", async () => {
    api({ exam: () => json({ message: "Exam not found." }, 404) });
    let modal = openDialog(await openModal())!;
    expect(modal.querySelector(".lp-empty")?.textContent).toBe("No exam found");
    document.body.replaceChildren();
    api({ exam: () => json({ message: "The exam service is down." }, 422) });
    modal = openDialog(await openModal())!;
    expect(modal.querySelector(".runner-error h3")?.textContent).toBe("Something went wrong!");
    expect(modal.querySelector(".lp-error p")?.textContent).toBe("The exam service is down.");
  });

  describe("when a call fails and the server says nothing, names what failed", () => {
    const silent = () => json({}, 422);
    const errorText = (modal: ParentNode) => modal.querySelector(".lp-error p")?.textContent;

    it("the exam", async () => {
      api({ exam: silent });
      expect(errorText(openDialog(await openModal())!)).toBe("An error occurred while fetching the exam");
    });

    it("the history, beside the overview", async () => {
      api({ history: silent });
      const modal = openDialog(await openModal())!;
      await until(() => !!errorText(modal));
      expect(errorText(modal)).toBe("An error occurred while fetching the history");
    });

    it("the solution", async () => {
      api({ exam: () => json({ data: anExam(passedOnce()) }), solution: silent });
      const modal = openDialog(await openModal())!;
      await click(button(modal, "VIEW SOLUTION"));
      await until(() => !!errorText(modal));
      expect(errorText(modal)).toBe("An error occurred while fetching the solution");
    });

    it("the questions", async () => {
      api({ questions: silent });
      const modal = openDialog(await openModal())!;
      await click(button(modal, "Start"));
      await until(() => !!errorText(modal));
      expect(errorText(modal)).toBe("An error occurred while fetching the questions");
    });

    it("the submission", async () => {
      api({ submit: silent });
      const modal = openDialog(await openModal())!;
      await click(button(modal, "Start"));
      for (const _ of [1, 2, 3]) {
        await until(() => !!modal.querySelector(".runner-question"));
        await click(modal.querySelectorAll<HTMLInputElement>("input[type=radio]")[0]);
        await click(button(modal, modal.querySelector(".runner-question-number")?.textContent === "Question 3 of 3" ? "FINISH" : "NEXT"));
      }
      await until(() => !!errorText(modal));
      expect(errorText(modal)).toBe("An error occurred while submitting the exam");
    });

    it("in French", async () => {
      locale.value = "fr";
      api({ exam: silent });
      saveToken("learner-token");
      user.value = aUser({ id: 7, first_name: "Amina" }) as User;
      const s = shadow(await mount("lp-exam-runner", { exam: "algebra-basics" }));
      await click(s.querySelector<HTMLButtonElement>("button")!);
      await until(() => !!openDialog(s) && !!errorText(openDialog(s)!));
      expect(errorText(openDialog(s)!)).toBe("Une erreur s’est produite lors du chargement de l’examen");
    });
  });
});

describe("<lp-exam-runner> reads the learner's result from the result call", () => {
  const scoreShown = (modal: ParentNode) => modal.querySelector(".runner-result dd")?.textContent;
  /** The exam's own fields say 67%; the result call says otherwise. */
  const examSays = () => json({ data: anExam(passedOnce()) });
  const aResult = (score: number, over: Record<string, unknown> = {}) =>
    passedOnce({ passing_score: 50, stats: { time_taken: 120, total: 3, correct: 3, wrong: 0, score }, ...over });
  const resultSays = (score: number, over: Record<string, unknown> = {}) => json({ data: aResult(score, over) });

  it("on opening, shows the result the call answers, not the exam's own", async () => {
    const net = api({ exam: examSays, result: () => resultSays(100) });
    const modal = openDialog(await openModal())!;
    expect(net.to("/exams/1/result")).toHaveLength(1);
    expect(scoreShown(modal)).toBe("100%");
    expect(texts(modal, ".runner-completion .runner-score strong")).toEqual(["100%"]);
  });

  it("after a submission, reads the result again, and not the exam", async () => {
    let submitted = false;
    const net = api({
      result: () => (submitted ? resultSays(100) : json({ data: blank })),
      submit: () => {
        submitted = true;
        return json({ message: "Exam submitted successfully!", data: passedOnce() });
      },
    });
    const s = await openModal();
    const modal = openDialog(s)!;
    expect(net.to("/exams/algebra-basics")).toHaveLength(1);
    await answerAll(modal);
    await until(() => !!openDialog(s)?.querySelector(".runner-completion"));
    expect(scoreShown(openDialog(s)!)).toBe("100%");
    expect(net.to("/exams/1/result")).toHaveLength(2);
    expect(net.to("/exams/algebra-basics")).toHaveLength(1);
  });

  it("takes the exam's passing score when the result names none", async () => {
    api({ exam: () => json({ data: anExam({ passing_score: 70 }) }), result: () => resultSays(66, { passing_score: undefined }) });
    const modal = openDialog(await openModal())!;
    expect(texts(modal, ".runner-completion .runner-badge")).toEqual(["Failed"]);
    expect(modal.textContent).toContain("Passing score: 70%");
  });

  it.each([
    ["a 404", () => json({ message: "Not Found" }, 404)],
    ["a 405", () => json({ message: "Method Not Allowed" }, 405)],
    ["no result fields", () => json({ data: { message: "ok" } })],
    ["no data", () => json({ result: { score: 100 } })],
    ["a list", () => json({ data: [aResult(100)] })],
    ["fields of the wrong kind", () => json({ data: { submitted_before: "yes", stats: "100%" } })],
    ["no JSON", () => new Response("<html>Welcome</html>", { status: 200, headers: { "content-type": "text/html" } })],
  ])("falls back to the exam's own result on %s", async (_, result) => {
    const net = api({ exam: examSays, result });
    const modal = openDialog(await openModal())!;
    expect(net.to("/exams/1/result")).toHaveLength(1);
    expect(scoreShown(modal)).toBe("67%");
    expect(texts(modal, ".runner-completion .runner-badge")).toEqual(["Passed"]);
  });

  it("says the exam could not be fetched when the result call fails otherwise", async () => {
    api({ exam: examSays, result: () => json({}, 403) });
    const modal = openDialog(await openModal())!;
    expect(modal.querySelector(".runner-error h3")?.textContent).toBe("Something went wrong!");
    expect(modal.querySelector(".lp-error p")?.textContent).toBe("An error occurred while fetching the exam");
  });
});

describe("<lp-exam-runner> with an attempt this device holds", () => {
  const MINUTE = 60_000;
  /** An attempt started `startedAgo` ms ago (10 minutes long), with the first question answered, as the device keeps it. */
  async function heldAttempt(startedAgo: number) {
    const started = Date.now() - startedAgo;
    const state: AttemptState = {
      attemptId: 9,
      deadline: started + 10 * MINUTE,
      durationSeconds: 600,
      taking: { order: [1, 2, 3], index: 1, answers: { 1: 12 }, spent: { 1: 20 }, selected: null, visitStartedAt: started + 20_000, revision: 1 },
      savedRevision: 0,
      autosave: false,
      hiddenAt: null,
      finishing: null,
    };
    const key = copyKey(7, "exams", "algebra-basics", 9);
    await writePaper(
      key,
      [1, 2, 3].map((id) => ({ ...question(id), user_answer: null })),
    );
    await writeState(key, state);
    return started;
  }
  async function visitPage() {
    saveToken("learner-token");
    user.value = aUser({ id: 7, first_name: "Amina" }) as User;
    return shadow(await mount("lp-exam-runner", { exam: "algebra-basics" }));
  }

  it("opens again by itself, at its question, while the server can still hold it open", async () => {
    await heldAttempt(2 * MINUTE);
    const net = api();
    const s = await visitPage();
    await until(() => !!openDialog(s)?.querySelector(".runner-question"));
    expect(openDialog(s)!.querySelector(".runner-question-number")?.textContent).toBe("Question 2 of 3");
    expect(net.to("/exams/1/submit")).toHaveLength(0);
  });

  it("during a retake wait, opens nothing and asks for no paper: its answers are sent and it is forgotten", async () => {
    const started = await heldAttempt(2 * MINUTE);
    const net = api({
      exam: () =>
        json({
          data: anExam({
            submitted_before: true,
            last_attempted_at: new Date(started + MINUTE).toISOString(),
            next_attempt_at: new Date(Date.now() + HOUR).toISOString(),
          }),
        }),
      submit: () => json({ message: "This exam attempt was abandoned." }, 409),
    });
    const s = await visitPage();
    await until(() => net.to("/exams/1/submit").length === 1);
    const sent = net.to("/exams/1/submit")[0].body as FormData;
    expect(JSON.parse(String(sent.get("responses"))).map((r: { question_id: number }) => r.question_id)).toEqual([1]);
    await until(async () => (await readCopy(7, "exams", "algebra-basics")) === null);
    expect(openDialog(s)).toBeNull();
    expect(net.to("/exams/1/questions")).toHaveLength(0);
    expect(button(s, "Start Exam")).toBeTruthy();
  });

  it("past its time, once the wait is over, starts nothing by itself: it is sent, and Start Exam waits for the learner", async () => {
    await heldAttempt(HOUR);
    const net = api({ submit: () => json({ message: "Exam submitted successfully!", data: passedOnce() }) });
    const s = await visitPage();
    await until(() => net.to("/exams/1/submit").length === 1);
    await until(async () => (await readCopy(7, "exams", "algebra-basics")) === null);
    expect(openDialog(s)).toBeNull();
    expect(net.to("/exams/1/questions")).toHaveLength(0);
  });

  it("keeps it when the sending fails on the network: the next visit tries again", async () => {
    await heldAttempt(HOUR);
    const net = api({ submit: () => json({ message: "Service Unavailable" }, 503) });
    await visitPage();
    await until(() => net.to("/exams/1/submit").length === 1);
    expect(await readCopy(7, "exams", "algebra-basics")).not.toBeNull();
  });
});
