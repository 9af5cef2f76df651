import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { startSession, user } from "#shared/auth/session.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { showFlashed } from "#shared/ui/flash.ts";
import { button, byLabel, click, dateValue, mount, settle, shadow, toastText, type, typeDate, until } from "#tests/support/dom.ts";
import { aPng } from "#tests/support/fake-cropper.ts";
import { aUser, json, mockFetch, networkError, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { cropperLoader } from "../components/cropper.ts";
import { hasJustJoined } from "../components/just-joined.ts";
import { tag as onboardingTag } from "./onboarding.api.ts";
import * as onboardingRoot from "./onboarding.tsx";

vi.mock("cropperjs", () => import("#tests/support/fake-cropper.ts"));

const page = freshPageEachTest("/account/onboarding");

beforeAll(() => {
  defineWidget(onboardingTag, onboardingRoot);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const CATEGORIES = [
  {
    id: 1,
    name: "Technology",
    fields: [
      { id: 11, name: "Web Development" },
      { id: 12, name: "Data Science" },
    ],
  },
  { id: 2, name: "Languages", fields: [{ id: 21, name: "English" }] },
  { id: 3, name: "Coming soon", fields: [] },
];

const EDUCATION = [
  "Preschool/Nursery/Kindergarten",
  "Primary/Elementary",
  "Lower Secondary/Junior High",
  "Upper Secondary/High/Senior High",
  "Vocational/Technical",
  "Undergraduate/Bachelor's",
  "Postgraduate/Master's",
  "Doctorate/Ph.D.",
];

const NEWCOMER = { date_of_birth: null, why_join: null };

interface Api {
  categories?: (call: RecordedCall) => Response | Promise<Response>;
  complete?: (call: RecordedCall) => Response | Promise<Response>;
}

/** The platform as this page sees it: a newcomer until the registration is completed. */
function api({ categories = () => json({ data: CATEGORIES }), complete = () => json({ message: "Registration completed successfully." }) }: Api = {}) {
  let done = false;
  return mockFetch(async (call) => {
    const path = call.url.pathname;
    if (path.endsWith("/user")) return json({ user: aUser(done ? { date_of_birth: "2000-02-29", why_join: "career" } : NEWCOMER) });
    if (path.endsWith("/categories")) return categories(call);
    if (path.endsWith("/complete-registration")) {
      const answer = await complete(call);
      done = answer.ok;
      return answer;
    }
    return json({ message: "Not found." }, 404);
  });
}

/** Today is 1 May 2024, noon, on the learner's clock; timers stay real. */
const fixToday = () => vi.useFakeTimers({ toFake: ["Date"], now: new Date(2024, 4, 1, 12) });

async function open(): Promise<HTMLElement> {
  saveToken("tok-1");
  await startSession();
  const el = await mount("lp-onboarding");
  await until(() => root(el).querySelector("h2") !== null);
  return el;
}

const root = (el: Element) => shadow(el);
const heading = (el: Element) => root(el).querySelector("h2")?.textContent;
const progress = (el: Element) => root(el).querySelector(".ob-progress")?.textContent;
const nextButton = (el: Element) => root(el).querySelector<HTMLButtonElement>(".ob-actions button[type=submit]")!;
const backButton = (el: Element) => root(el).querySelector<HTMLButtonElement>(".ob-actions button[type=button]")!;
const need = (el: Element) => root(el).querySelector<HTMLElement>(".ob-need")!;

function option(el: Element, label: string): HTMLInputElement {
  const found = [...root(el).querySelectorAll("label.ob-choice, label.ob-chip")].find((l) => l.textContent?.trim() === label);
  if (!found) throw new Error(`no option "${label}"`);
  return found.querySelector("input")!;
}
const optionLabels = (el: Element) => [...root(el).querySelectorAll("label.ob-choice")].map((l) => l.textContent?.trim());

async function next(el: Element) {
  await click(nextButton(el));
}

async function choosePicture(el: Element, file: File) {
  const input = root(el).querySelector<HTMLInputElement>("input[type=file]")!;
  await until(() => !input.disabled);
  await act(async () => {
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle(3);
}

const PNG = aPng;

/** Gives a date of birth old enough to go on, and waits for step 1's fields. */
async function toInterests(el: Element, dateOfBirth = "2000-01-01") {
  await typeDate(root(el), dateOfBirth);
  await next(el);
  await until(() => root(el).querySelector(".ob-chip") !== null);
}

/** Answers steps 0 to 4 (born 29 Feb 2000, two fields, a level, English, career) and stops on step 5. */
async function answerAll(el: Element) {
  await toInterests(el, "2000-02-29");
  await click(option(el, "Data Science"));
  await click(option(el, "English"));
  await next(el);
  await click(option(el, "Vocational/Technical"));
  await next(el);
  await click(option(el, "English"));
  await next(el);
  await click(option(el, "To advance my career"));
  await next(el);
  await until(() => heading(el) === "Add a profile picture");
}

/** Chooses a picture that can be cropped, waits until Finish can be pressed, and presses it. */
async function finishWithPicture(el: Element) {
  await choosePicture(el, PNG());
  await until(() => !nextButton(el).disabled);
  await next(el);
}

/** A draft left on the picture step, every earlier answer given. */
const savedAtPicture = () =>
  sessionStorage.setItem(
    "lpOnboarding:7",
    JSON.stringify({ step: 5, dateOfBirth: "2000-01-01", fields: [11], level: "Primary/Elementary", language: "en", whyJoin: "learn" }),
  );

describe("<lp-onboarding>: going straight on", () => {
  it("sends a learner who already gave a date of birth and a reason to the redirect, at once", async () => {
    history.replaceState(null, "", "/account/onboarding?redirect=%2Faccount%2Fpayments");
    mockFetch(() => json({ user: aUser() }));
    saveToken("tok-1");
    await startSession();
    const el = await mount("lp-onboarding");
    await until(() => expect(page.go).toHaveBeenCalledWith("/account/payments"));
    expect(page.go).toHaveBeenCalledTimes(1);
    expect(root(el).querySelector("h2")).toBeNull();
  });

  it("or to the dashboard without a redirect, and never to another site", async () => {
    history.replaceState(null, "", "/account/onboarding?redirect=%2F%5Cevil.example");
    mockFetch(() => json({ user: aUser() }));
    saveToken("tok-1");
    await startSession();
    await mount("lp-onboarding");
    await until(() => expect(page.go).toHaveBeenCalledWith("/account/dashboard"));
  });

  it("keeps a learner without a date of birth, or without a reason, on the steps", async () => {
    mockFetch(() => json({ user: aUser({ why_join: "" }) }));
    const el = await open();
    expect(heading(el)).toBe("When were you born?");
    expect(page.go).not.toHaveBeenCalled();
  });

  it("asks a visitor without a session to sign in", async () => {
    mockFetch();
    await startSession();
    const el = await mount("lp-onboarding");
    await until(() => root(el).textContent?.includes("Sign in to complete your profile.") === true);
    expect(root(el).querySelector("a")?.getAttribute("href")).toBe("/signin?redirect=%2Faccount%2Fonboarding");
  });
});

describe("<lp-onboarding>: the steps and their gates", () => {
  it("step 0 shows the age, red with a sentence under 10, and lets the learner on only from 10", async () => {
    fixToday();
    api();
    const el = await open();
    expect(progress(el)).toBe("Step 1 of 6");
    expect(backButton(el).disabled).toBe(true);
    expect(nextButton(el).textContent).toBe("Next");
    expect(nextButton(el).disabled).toBe(true);
    expect(need(el).textContent).toBe("Enter your date of birth to continue.");

    await typeDate(root(el), "2014-05-02");
    const age = root(el).querySelector(".ob-age-value")!;
    expect(age.textContent).toBe("Age: 9 years");
    expect(age.classList.contains("ob-too-young")).toBe(true);
    expect(root(el).querySelector(".ob-age")?.textContent).toContain("You must be at least 10 years old to continue.");
    expect(byLabel(root(el), "Day").getAttribute("aria-invalid")).toBe("true");
    expect(nextButton(el).disabled).toBe(true);

    await typeDate(root(el), "2014-05-01");
    expect(root(el).querySelector(".ob-age-value")?.textContent).toBe("Age: 10 years");
    expect(root(el).querySelector(".ob-too-young")).toBeNull();
    expect(root(el).querySelector(".ob-age")?.textContent).not.toContain("at least 10");
    expect(nextButton(el).disabled).toBe(false);

    await typeDate(root(el), "2025-01-01");
    expect(root(el).querySelector(".ob-age")?.textContent).toContain("Enter a real date of birth, in the past and after 1900.");
    expect(nextButton(el).disabled).toBe(true);
  });

  it("counts a 29 February birthday from 1 March in other years", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2023, 1, 28, 12) });
    api();
    const el = await open();
    await typeDate(root(el), "2012-02-29");
    expect(root(el).querySelector(".ob-age-value")?.textContent).toBe("Age: 10 years");
    await typeDate(root(el), "2013-03-01");
    expect(root(el).querySelector(".ob-age-value")?.textContent).toBe("Age: 9 years");
  });

  it("step 1 offers the fields of each category and needs at least one", async () => {
    fixToday();
    const net = api();
    const el = await open();
    await typeDate(root(el), "2000-01-01");
    await next(el);
    expect(heading(el)).toBe("What would you like to learn?");
    expect(progress(el)).toBe("Step 2 of 6");
    await until(() => root(el).querySelector(".ob-chip") !== null);
    expect(net.to("/categories")).toHaveLength(1);
    expect([...root(el).querySelectorAll(".ob-category legend")].map((l) => l.textContent)).toEqual(["Technology", "Languages"]);
    expect(root(el).querySelector(".ob-count")?.textContent).toBe("0 fields selected");
    expect(nextButton(el).disabled).toBe(true);
    expect(need(el).textContent).toBe("Choose at least one field of interest to continue.");

    await click(option(el, "Web Development"));
    expect(root(el).querySelector(".ob-count")?.textContent).toBe("1 field selected");
    expect(nextButton(el).disabled).toBe(false);
    expect(need(el).hidden).toBe(true);
    await click(option(el, "Web Development"));
    expect(nextButton(el).disabled).toBe(true);
  });

  it("step 1 says when the categories cannot be loaded, and tries again", async () => {
    fixToday();
    let answer: () => Response = () => json({ message: "Categories are resting." }, 404);
    api({ categories: () => answer() });
    const el = await open();
    await typeDate(root(el), "2000-01-01");
    await next(el);
    await until(() => root(el).querySelector("[role=alert]")?.textContent?.includes("Categories are resting.") === true);
    expect(nextButton(el).disabled).toBe(true);

    answer = () => json({ data: "not a list" });
    await click(button(root(el), "Try again"));
    await until(() => root(el).querySelector("[role=alert]")?.textContent?.includes("An error occurred while fetching categories") === true);

    answer = () => json({ data: CATEGORIES });
    await click(button(root(el), "Try again"));
    await until(() => root(el).querySelector(".ob-chip") !== null);
  });

  it("steps 2, 3 and 4 each need one choice, from the platform's lists", async () => {
    fixToday();
    api();
    const el = await open();
    await toInterests(el);
    await click(option(el, "English"));
    await next(el);

    expect(heading(el)).toBe("What is your level of education?");
    expect(optionLabels(el)).toEqual(EDUCATION);
    expect(nextButton(el).disabled).toBe(true);
    expect(need(el).textContent).toBe("Choose one option to continue.");
    await click(option(el, "Doctorate/Ph.D."));
    expect(nextButton(el).disabled).toBe(false);
    await next(el);

    expect(heading(el)).toBe("Which language do you prefer?");
    expect(optionLabels(el)).toEqual(["English", "Français (French)"]);
    expect(nextButton(el).disabled).toBe(true);
    await click(option(el, "English"));
    await next(el);

    expect(heading(el)).toBe("Why are you joining us?");
    expect(optionLabels(el)).toEqual([
      "To learn new skills",
      "To advance my career",
      "To explore new subjects",
      "My school or organization asked me to",
      "To meet and connect with other learners",
      "To practice for exams and tests",
      "For another reason",
    ]);
    expect(nextButton(el).disabled).toBe(true);
    await click(option(el, "For another reason"));
    expect(nextButton(el).disabled).toBe(false);
  });

  it("moves with Back and Next, says which step it is, and puts focus on each new step's heading", async () => {
    fixToday();
    api();
    const el = await open();
    await typeDate(root(el), "2000-01-01");
    await next(el);
    expect(root(el).activeElement?.textContent).toBe("What would you like to learn?");
    expect(root(el).querySelector(".ob-progress")?.getAttribute("aria-live")).toBe("polite");
    expect(root(el).querySelector(".ob-step")?.getAttribute("data-direction")).toBe("forward");
    expect(backButton(el).disabled).toBe(false);

    await click(backButton(el));
    expect(heading(el)).toBe("When were you born?");
    expect(progress(el)).toBe("Step 1 of 6");
    expect(root(el).activeElement?.textContent).toBe("When were you born?");
    expect(root(el).querySelector(".ob-step")?.getAttribute("data-direction")).toBe("back");
    expect(dateValue(root(el))).toBe("2000-01-01");
  });

  it("shows Finish on the last step, disabled until a picture is cropped, and loads the cropper only there", async () => {
    fixToday();
    api();
    const load = vi.spyOn(cropperLoader, "load");
    const el = await open();
    await toInterests(el);
    await click(option(el, "English"));
    await next(el);
    await click(option(el, "Primary/Elementary"));
    await next(el);
    await click(option(el, "English"));
    await next(el);
    await click(option(el, "To learn new skills"));
    expect(load).not.toHaveBeenCalled();
    await next(el);

    expect(progress(el)).toBe("Step 6 of 6");
    expect(load).toHaveBeenCalledTimes(1);
    expect(nextButton(el).textContent).toBe("Finish");
    expect(nextButton(el).disabled).toBe(true);
    expect(need(el).textContent).toBe("Choose a picture to finish.");
    const zoom = byLabel(root(el), "Zoom");
    expect([zoom.type, zoom.min, zoom.max, zoom.step, zoom.disabled]).toEqual(["range", "1", "3", "0.1", true]);
    const file = root(el).querySelector<HTMLInputElement>("input[type=file]")!;
    expect(file.accept).toBe("image/*");

    await choosePicture(el, PNG());
    await until(() => root(el).querySelector("cropper-image") !== null && !nextButton(el).disabled);
    expect(root(el).querySelector("cropper-image")?.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(root(el).querySelector("cropper-selection")?.getAttribute("aspect-ratio")).toBe("1");
    expect(byLabel(root(el), "Zoom").disabled).toBe(false);
    expect(need(el).hidden).toBe(true);
  });

  it("refuses a file that is not a picture, and one that cannot be opened", async () => {
    fixToday();
    api();
    savedAtPicture();
    const el = await open();
    expect(heading(el)).toBe("Add a profile picture");

    await choosePicture(el, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(root(el).querySelector("[role=alert]")?.textContent).toContain("Please choose an image file (JPG, PNG…).");
    expect(nextButton(el).disabled).toBe(true);

    await choosePicture(el, new File(["broken"], "broken.png", { type: "image/png" }));
    await until(() => root(el).querySelector("[role=alert]")?.textContent?.includes("This picture could not be opened. Please choose another one.") === true);
    expect(nextButton(el).disabled).toBe(true);
    expect(root(el).querySelector("cropper-image")).toBeNull();
  });
});

describe("<lp-onboarding>: language", () => {
  it("switches every widget to French as soon as French is chosen", async () => {
    fixToday();
    api();
    const el = await open();
    await toInterests(el);
    await click(option(el, "English"));
    await next(el);
    await click(option(el, "Primary/Elementary"));
    await next(el);

    await click(option(el, "Français (French)"));
    expect(locale.value).toBe("fr");
    expect(localStorage.getItem("lpLocale")).toBe("fr");
    expect(heading(el)).toBe("Quelle langue préférez-vous ?");
    expect(progress(el)).toBe("Étape 4 sur 6");
    expect(nextButton(el).textContent).toBe("Suivant");
    expect(backButton(el).textContent).toBe("Retour");
    expect(root(el).querySelector(".lp-root")?.getAttribute("lang")).toBe("fr");

    await next(el);
    expect(heading(el)).toBe("Pourquoi nous rejoignez-vous ?");
    expect(optionLabels(el)).toContain("Pour faire progresser ma carrière");
    await click(backButton(el));
    await click(backButton(el));
    expect(optionLabels(el)).toContain("Premier cycle du secondaire/Collège");
    expect(option(el, "Primaire/Élémentaire").checked).toBe(true);
  });

  it("shows the age in French", async () => {
    fixToday();
    locale.value = "fr";
    api();
    const el = await open();
    await typeDate(root(el), "2023-05-01", { day: "Jour", month: "Mois", year: "Année" });
    expect(root(el).querySelector(".ob-age-value")?.textContent).toBe("Âge : 1 an");
    expect(root(el).querySelector(".ob-age")?.textContent).toContain("Vous devez avoir au moins 10 ans pour continuer.");
  });
});

describe("<lp-onboarding>: finishing", () => {
  it("sends every answer and the cropped picture as multipart, then goes to the redirect", async () => {
    fixToday();
    history.replaceState(null, "", "/account/onboarding?redirect=%2Faccount%2Fcourses%2Fnetworking");
    const net = api();
    const el = await open();
    await answerAll(el);
    await finishWithPicture(el);
    await until(() => expect(page.go).toHaveBeenCalled());

    const [call] = net.to("/complete-registration");
    expect(call.method).toBe("POST");
    expect(call.headers.get("authorization")).toBe("Bearer tok-1");
    expect(call.headers.get("content-type")).toBeNull();
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      date_of_birth: "2000-02-29",
      years: "24",
      fields_of_interest: "12,21",
      level_of_education: "Vocational/Technical",
      language: "en",
      why_join: "career",
    });
    const picture = form.get("profile") as File;
    expect(picture).toBeInstanceOf(Blob);
    expect(picture.type).toBe("image/jpeg");
    expect(picture.name).toBe("profile.jpg");
    expect(await picture.text()).toBe("512x512");

    expect(page.go).toHaveBeenCalledWith("/account/courses/networking");
    expect(page.go).toHaveBeenCalledTimes(1);
    expect(net.to("/user")).toHaveLength(2);
    expect(user.value?.why_join).toBe("career");
    expect(sessionStorage.getItem("lpOnboarding:7")).toBeNull();
    await showFlashed();
    expect(toastText()).toContain("Registration completed successfully!");
  });

  it("says, in French too, that the account is ready, never that the learner is enrolled", async () => {
    fixToday();
    history.replaceState(null, "", "/account/onboarding?redirect=%2Fcourses%2Fnetworking");
    api();
    const el = await open();
    await toInterests(el, "2000-02-29");
    await click(option(el, "Data Science"));
    await next(el);
    await click(option(el, "Vocational/Technical"));
    await next(el);
    await click(option(el, "Français (French)"));
    await next(el);
    await click(option(el, "Pour faire progresser ma carrière"));
    await next(el);
    await until(() => heading(el) === "Ajoutez une photo de profil");
    await finishWithPicture(el);
    await until(() => expect(page.go).toHaveBeenCalledWith("/courses/networking"));
    await showFlashed();
    // "Inscription" is also the word for an enrolment: on the course's page it would say the learner is enrolled.
    expect(toastText()).toContain("Création de votre compte finalisée avec succès !");
    expect(toastText()).not.toMatch(/inscri/i);
  });

  it("leaves the dashboard word that this learner has just joined", async () => {
    fixToday();
    api();
    const el = await open();
    await answerAll(el);
    expect(hasJustJoined(7)).toBe(false);
    await finishWithPicture(el);
    await until(() => expect(page.go).toHaveBeenCalledWith("/account/dashboard"));
    expect(hasJustJoined(7)).toBe(true);
    expect(hasJustJoined(8)).toBe(false);
  });

  it("goes to the dashboard without a redirect, even when the learner cannot be reloaded", async () => {
    fixToday();
    let userCalls = 0;
    mockFetch((call) => {
      if (call.url.pathname.endsWith("/user")) return ++userCalls === 1 ? json({ user: aUser(NEWCOMER) }) : networkError();
      if (call.url.pathname.endsWith("/categories")) return json({ data: CATEGORIES });
      return json({ message: "Registration completed successfully." });
    });
    const el = await open();
    await answerAll(el);
    await finishWithPicture(el);
    await until(() => expect(page.go).toHaveBeenCalledWith("/account/dashboard"), 8000);
  }, 15000);

  it("keeps the learner on the last step with everything chosen when the server refuses", async () => {
    fixToday();
    const net = api({ complete: () => json({ message: "The profile field must be an image." }, 422) });
    const el = await open();
    await answerAll(el);
    await finishWithPicture(el);
    await until(() => expect(toastText()).toContain("Failed to complete registration: The profile field must be an image."));

    expect(page.go).not.toHaveBeenCalled();
    expect(heading(el)).toBe("Add a profile picture");
    expect(nextButton(el).disabled).toBe(false);
    expect(root(el).querySelector("cropper-image")).not.toBeNull();
    expect(JSON.parse(sessionStorage.getItem("lpOnboarding:7")!)).toMatchObject({ step: 5, fields: [12, 21], whyJoin: "career" });

    await click(backButton(el));
    expect(option(el, "To advance my career").checked).toBe(true);
    await next(el);
    await until(() => !nextButton(el).disabled);
    await next(el);
    await until(() => net.to("/complete-registration").length === 2);
  });

  it("says so when the connection drops, in the learner's language", async () => {
    fixToday();
    api({ complete: () => networkError() });
    const el = await open();
    await answerAll(el);
    await finishWithPicture(el);
    await until(() => expect(toastText()).toContain("Failed to complete registration: An error occurred while completing registration"));
    expect(heading(el)).toBe("Add a profile picture");

    locale.value = "fr";
    await settle();
    await next(el);
    await until(() =>
      expect(toastText()).toContain("Impossible de finaliser l’inscription : Une erreur s’est produite lors de la finalisation de l’inscription"),
    );
  });
});

describe("<lp-onboarding>: nothing lost", () => {
  it("resumes after a reload at the same step with the same answers", async () => {
    fixToday();
    api();
    const first = await open();
    await toInterests(first);
    await click(option(first, "Web Development"));
    await next(first);
    await click(option(first, "Upper Secondary/High/Senior High"));
    await next(first);
    await act(async () => first.remove());
    await settle();

    const again = await mount("lp-onboarding");
    await until(() => heading(again) === "Which language do you prefer?");
    await click(backButton(again));
    expect(option(again, "Upper Secondary/High/Senior High").checked).toBe(true);
    await click(backButton(again));
    await until(() => root(again).querySelector(".ob-chip") !== null);
    expect(option(again, "Web Development").checked).toBe(true);
    await click(backButton(again));
    expect(dateValue(root(again))).toBe("2000-01-01");
  });

  it("never shows one learner's answers to another", async () => {
    fixToday();
    sessionStorage.setItem("lpOnboarding:99", JSON.stringify({ step: 2, dateOfBirth: "1990-01-01", fields: [11] }));
    api();
    const el = await open();
    expect(heading(el)).toBe("When were you born?");
    expect(dateValue(root(el))).toBe("");
  });

  it("keeps the cropper's events inside the widget", async () => {
    fixToday();
    api();
    savedAtPicture();
    const el = await open();
    await choosePicture(el, PNG());
    await until(() => !byLabel(root(el), "Zoom").disabled);
    const seen: string[] = [];
    const inside: string[] = [];
    for (const kind of ["change", "transform", "action"]) {
      document.addEventListener(kind, (e) => seen.push(e.type));
      root(el)
        .querySelector("cropper-canvas")!
        .addEventListener(kind, (e) => inside.push(e.type));
    }
    await type(byLabel(root(el), "Zoom"), "2");
    root(el)
      .querySelector("cropper-canvas")!
      .dispatchEvent(new CustomEvent("action", { detail: { action: "move" }, bubbles: true, composed: true }));
    expect(inside).toEqual(["change", "transform", "action"]);
    expect(seen).toEqual([]);
    expect(root(el).querySelector("output")?.textContent).toBe("2.0×");
  });

  it("moves and zooms the picture from the keyboard", async () => {
    fixToday();
    api();
    savedAtPicture();
    const el = await open();
    await choosePicture(el, PNG());
    await until(() => !byLabel(root(el), "Zoom").disabled);
    const area = root(el).querySelector<HTMLElement>("[role=group][aria-label='Picture to crop']")!;
    expect(area.tabIndex).toBe(0);
    const move = vi.spyOn(customElements.get("cropper-image")!.prototype as { $move(x: number, y: number): unknown }, "$move");
    const press = (key: string) => act(async () => void area.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })));
    await press("ArrowLeft");
    await press("ArrowDown");
    expect(move.mock.calls).toEqual([
      [-10, 0],
      [0, 10],
    ]);
    await press("+");
    await press("+");
    expect(root(el).querySelector("output")?.textContent).toBe("1.2×");
    await press("-");
    expect(root(el).querySelector("output")?.textContent).toBe("1.1×");
    expect(byLabel(root(el), "Zoom").value).toBe("1.1");
  });
});
