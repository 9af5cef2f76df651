import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { User } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { button, byLabel, click, mount, shadow, toastText, type, until } from "#tests/support/dom.ts";
import { fakeRealtime } from "#tests/support/fake-echo.ts";
import { aUser, json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag } from "./exam-detail.api.ts";
import * as root from "./exam-detail.tsx";

vi.mock("#shared/realtime/echo.ts", () => import("#tests/support/fake-echo.ts"));

freshPageEachTest("/account/exams/algebra-basics");

beforeAll(() => {
  defineWidget(tag, root);
});

const anExam = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: "algebra-basics",
  title: "Algebra basics",
  description: "Linear equations\nand angles.",
  image: "/storage/exams/algebra.png",
  duration: 30,
  total_questions: 12,
  difficulty: "beginner",
  category: { name: "Sciences" },
  field: { name: "Mathematics" },
  pricing: "free",
  price: 0,
  whats_included: "<ul><li>12 questions</li></ul>",
  requirements: "<p>Basic arithmetic</p>",
  has_enrolled: false,
  creator: { name: "Lycée Démo", logo: null, motto: "Learn by doing", exams_count: 3, courses_count: 0, reviews_count: 12, followers_count: 0 },
  ...over,
});

function api(
  exam: Record<string, unknown> | (() => Response),
  enrol: (call: RecordedCall) => Response = () => json({ message: "Enrollment successful!", slug: "algebra-basics" }),
) {
  return mockFetch((call) => {
    if (call.url.pathname === "/api/exams/algebra-basics") return typeof exam === "function" ? exam() : json({ data: exam });
    if (call.url.pathname === "/api/exams/1/enroll") return enrol(call);
    return json({ message: "Not Found" }, 404);
  });
}

async function page() {
  saveToken("learner-token");
  const el = await mount("lp-exam-detail");
  await until(() => !shadow(el).querySelector(".ed-page[aria-busy]") && !!shadow(el).querySelector(".ed-page, .lp-empty, .lp-error"));
  return shadow(el);
}
/** The dialog shown (the confirmation's code arrives on demand). */
const openDialog = (root: ParentNode) => [...root.querySelectorAll("dialog")].find((d) => d.open) ?? null;
const text = (root: ParentNode, selector: string) => root.querySelector(selector)?.textContent?.trim() ?? null;
const figures = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(`${selector} .lp-figure`)].map((f) => `${f.querySelector("dt")?.textContent}: ${f.querySelector("dd")?.textContent}`);

describe("<lp-exam-detail>", () => {
  it("shows the banner, the overview, the HTML sections, the creator and the settings", async () => {
    api(anExam());
    const s = await page();
    expect(text(s, "h1")).toBe("Algebra basics");
    expect(s.querySelector<HTMLImageElement>(".ed-banner img")?.getAttribute("src")).toBe("/storage/exams/algebra.png");
    expect(figures(s, ".ed-facts")).toEqual(["Duration: 30 m", "Questions: 12", "Difficulty: Beginner", "Category: Sciences", "Field: Mathematics"]);
    expect(text(s, ".ed-description")).toBe("Linear equations\nand angles.");
    expect([...s.querySelectorAll(".ed-main h2")].map((h) => h.textContent)).toEqual(["Exam Overview", "What's Included", "Prerequisites"]);
    expect(s.querySelector(".ed-html li")?.textContent).toBe("12 questions");
    // Counts at zero are left out.
    expect(figures(s, ".ed-creator")).toEqual(["Exams: 3", "Reviews: 12"]);
    expect(text(s, ".ed-creator-motto")).toBe("Learn by doing");
    expect(figures(s, ".ed-settings")).toEqual([
      "Time Limit: Enabled",
      "Randomize Questions: Enabled",
      "Show Results: Not Allowed",
      "Retake Policy: Time Delays",
    ]);
  });

  it("prices a free exam and a paid one until the learner is enrolled, then offers the exam instead", async () => {
    api(anExam());
    let s = await page();
    expect(text(s, ".ed-price")).toBe("FREE");
    expect(text(s, ".ed-price-note")).toBe("No cost to take this exam");
    expect(button(s, "Enroll Now")).toBeTruthy();
    document.body.replaceChildren();

    api(anExam({ pricing: "paid", price: 3000 }));
    s = await page();
    expect(text(s, ".ed-price")).toMatch(/^3,000\sXAF$/);
    expect(text(s, ".ed-price-note")).toBe("One-time payment for lifetime access");
    document.body.replaceChildren();

    api(anExam({ pricing: "paid", price: 3000, has_enrolled: true }));
    s = await page();
    expect(s.querySelector(".ed-pricing")).toBeNull();
    expect(s.querySelector("lp-exam-runner")?.getAttribute("exam")).toBe("algebra-basics");
  });

  it("says an exam does not exist, and what failed otherwise with a retry", async () => {
    api(() => json({ message: "Exam not found." }, 404));
    let s = await page();
    expect(text(s, ".lp-empty")).toBe("Exam not found");
    document.body.replaceChildren();

    const net = api(() => json({ message: "Database unavailable" }, 422));
    s = await page();
    expect(text(s, ".lp-error p")).toBe("Error loading exam details: Database unavailable");
    await click(button(s, "Try again"));
    expect(net.to("/exams/algebra-basics")).toHaveLength(2);
  });

  it("enrols in a free exam after the confirmation, closing it as the toast shows, then reloads the page a second later", async () => {
    const net = api(anExam());
    const reload = vi.spyOn(navigation, "reload").mockImplementation(() => undefined);
    const s = await page();
    await click(button(s, "Enroll Now"));
    await until(() => !!openDialog(s));
    expect(openDialog(s)?.querySelector(".enrol-intro")?.textContent).toBe("You are about to enroll in the exam “Algebra basics” for free.");
    await click(button(s, "Confirm"));
    await until(() => toastText().includes("Enrollment successful!"));
    const toasted = performance.now();
    // No dialog left up under the toast, and no second enrolment while the page reloads.
    expect(openDialog(s)).toBeNull();
    expect(button(s, "Enroll Now").disabled).toBe(true);
    expect(net.to("/exams/1/enroll")).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    await until(() => reload.mock.calls.length === 1);
    // The spec's second, give or take the test's polling.
    expect(performance.now() - toasted).toBeGreaterThan(900);
  });

  it("asks a paid exam's payer, with the course's rules, and sends them once", async () => {
    const net = api(anExam({ pricing: "paid", price: 3000 }), () => json({ message: "Payment initiated successfully!", transaction_id: "LP-1" }, 201));
    fakeRealtime.autoSubscribe = true;
    const s = await page();
    user.value = aUser({ id: 7 }) as User;
    await click(button(s, "Enroll Now"));
    await until(() => !!openDialog(s));
    await type(byLabel(s, "Payer name"), "Awa");
    await type(byLabel(s, "Payer phone number"), "6770");
    await click(button(s, "Pay 3,000 XAF"));
    expect(toastText()).toContain("Please provide a valid phone number.");
    expect(net.to("/exams/1/enroll")).toHaveLength(0);
    await type(byLabel(s, "Payer phone number"), "+237 677 00 00 00");
    await click(button(s, "Pay 3,000 XAF"));
    await until(() => net.to("/exams/1/enroll").length === 1);
    const call = net.to("/exams/1/enroll")[0];
    expect(Object.fromEntries(call.body as FormData)).toEqual({ payer_name: "Awa", payer_phone: "237677000000" });
    expect(call.headers.get("Idempotency-Key")).toBeTruthy();
    await until(() => openDialog(s)?.querySelector("h2")?.textContent === "Processing Payment");
  });

  it("after a paid exam's success, closes the processing dialog as the toast shows and reloads the exam's page a second later", async () => {
    fakeRealtime.reset();
    fakeRealtime.autoSubscribe = true;
    const reload = vi.spyOn(navigation, "reload").mockImplementation(() => undefined);
    api(anExam({ pricing: "paid", price: 3000 }), () => json({ message: "Payment initiated successfully!", transaction_id: "LP-1" }, 201));
    const s = await page();
    user.value = aUser({ id: 7 }) as User;
    await click(button(s, "Enroll Now"));
    await until(() => !!openDialog(s));
    await type(byLabel(s, "Payer name"), "Awa");
    await type(byLabel(s, "Payer phone number"), "677000000");
    await click(button(s, "Pay 3,000 XAF"));
    await until(() => openDialog(s)?.querySelector("h2")?.textContent === "Processing Payment");
    await act(async () => fakeRealtime.emit("payment.user.7", "PaymentProcessedEvent", { status: "successful", transaction_id: "LP-1" }));
    await until(() => toastText().includes("Payment processed successfully!"));
    const toasted = performance.now();
    expect(openDialog(s)).toBeNull();
    expect(button(s, "Enroll Now").disabled).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // An exam has no player: its page reloads to show Start Exam, as before.
    await until(() => reload.mock.calls.length === 1);
    expect(performance.now() - toasted).toBeGreaterThan(900);
    expect(navigation.go).not.toHaveBeenCalled();
    fakeRealtime.reset();
  });

  it("says 'Failed to enroll to the exam.' when the server gives no reason, and its reason when it does", async () => {
    let answer = () => json({}, 500);
    api(anExam(), () => answer());
    const s = await page();
    await click(button(s, "Enroll Now"));
    await until(() => !!openDialog(s));
    await click(button(s, "Confirm"));
    await until(() => toastText().includes("Failed to enroll to the exam."));
    answer = () => json({ message: "Enrolment is closed for this exam." }, 422);
    await click(button(s, "Confirm"));
    await until(() => toastText().includes("Enrolment is closed for this exam."));
  });

  it("speaks French", async () => {
    locale.value = "fr";
    api(anExam());
    const s = await page();
    expect(text(s, ".ed-price-note")).toBe("Cet examen ne coûte rien");
    expect([...s.querySelectorAll(".ed-main h2")].map((h) => h.textContent)).toEqual(["Aperçu de l’examen", "Ce qui est inclus", "Prérequis"]);
  });
});
