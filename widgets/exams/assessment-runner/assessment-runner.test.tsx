import "fake-indexeddb/auto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { User } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { closeDurableStores } from "#shared/browser/durable-store.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, mount, shadow, until } from "#tests/support/dom.ts";
import { aUser, json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag } from "./assessment-runner.api.ts";
import * as root from "./assessment-runner.tsx";

freshPageEachTest("/account/courses/algebra-course");

beforeAll(() => {
  defineWidget(tag, root);
});

afterEach(async () => {
  await closeDurableStores();
  indexedDB.deleteDatabase("lp-durable");
});

const assessment = { id: 5, title: "Algebra course assessment", description: "Check what you learnt.", duration: 5, total_questions: 4, passing_score: 60 };

async function open(answer: () => Response) {
  const net = mockFetch((call) => {
    if (call.url.pathname === "/api/assessments/5") return answer();
    if (call.url.pathname === "/api/assessments/5/history") return json({ data: [] });
    return json({ message: "Not Found" }, 404);
  });
  saveToken("learner-token");
  user.value = aUser({ id: 7, first_name: "Amina" }) as User;
  const s = shadow(await mount("lp-assessment-runner", { "assessment-id": "5" }));
  await click(button(s, locale.value === "fr" ? "Passer l’évaluation" : "Take Assessment"));
  const modal = () => [...s.querySelectorAll("dialog")].find((d) => d.open) ?? null;
  await until(() => !!modal() && !modal()!.querySelector(".lp-skeletons"));
  return { net, modal: modal()! };
}

describe("<lp-assessment-runner>", () => {
  it("opens the course's assessment in the same modal, with its own passing score in the grading system", async () => {
    const { net, modal } = await open(() => json({ data: assessment }));
    expect(modal.querySelector("h2")?.textContent).toBe("Algebra course assessment");
    expect(modal.querySelector(".runner-attention h3")?.textContent).toBe("Attention, Amina!");
    expect([...modal.querySelectorAll(".runner-grading dd")].at(-1)?.textContent).toBe("0–59%");
    expect(net.to("/assessments/5/history")).toHaveLength(1);
  });

  it("says 'No assessment found' when there is none", async () => {
    const { modal } = await open(() => json({ message: "Assessment not found." }, 404));
    expect(modal.querySelector(".lp-empty")?.textContent).toBe("No assessment found");
  });

  it("when the assessment cannot be fetched and the server says nothing, says so in the spec's words", async () => {
    const { modal } = await open(() => json({}, 422));
    expect(modal.querySelector(".lp-error p")?.textContent).toBe("An error occurred while fetching the assessment");
  });

  it("placed without an assessment, says there is none instead of drawing an empty box", async () => {
    const net = mockFetch(() => json({ message: "Not Found" }, 404));
    const s = shadow(await mount("lp-assessment-runner", {}));
    await until(() => !!s.querySelector(".lp-empty"));
    expect(s.querySelector(".lp-empty")?.textContent).toBe("No assessment found");
    expect(s.querySelector("button")).toBeNull();
    expect(net.calls).toHaveLength(0);
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const { modal } = await open(() => json({ data: assessment }));
    expect(modal.querySelector(".runner-attention h3")?.textContent).toBe("Attention, Amina !");
    expect(modal.textContent).toContain("Voir les consignes");
  });
});
