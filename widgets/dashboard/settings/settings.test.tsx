import { act } from "react";
import * as v from "valibot";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UserSchema } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { status, user } from "#shared/auth/session.ts";
import { chooseLowData } from "#shared/config/low-data.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { button, byLabel, click, mount, settle, shadow, submit, toastText, type, until } from "#tests/support/dom.ts";
import { aPng } from "#tests/support/fake-cropper.ts";
import { aUser, json, mockFetch, never, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { DEFAULT_PREFS, PREFS_KEY } from "./notification-prefs.ts";
import { tag as settingsTag } from "./settings.api.ts";
import * as settingsRoot from "./settings.tsx";

freshPageEachTest("/account/settings");

beforeAll(() => {
  defineWidget(settingsTag, settingsRoot);
});

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const FIELDS = [
  { id: 3, name: "Web Development" },
  { id: 9, name: "Accounting" },
];

function signedIn(overrides: Record<string, unknown> = {}) {
  const learner = v.parse(
    UserSchema,
    aUser({
      phone: "+237 650 11 22 33",
      address: "Molyko, Buea",
      bio: "I build websites.",
      title: "Student",
      institution: "University of Buea",
      profile: "https://cdn.example/awa.png",
      points: 1250,
      fields: FIELDS,
      ...overrides,
    }),
  );
  saveToken("tok-settings");
  user.value = learner;
  status.value = "authenticated";
  return learner;
}

async function settings(view?: string) {
  const element = await mount("lp-settings", view === undefined ? {} : { view });
  await settle();
  return shadow(element);
}

const heading = (root: ShadowRoot) => root.querySelector("h1")?.textContent?.trim();
const form = (root: ShadowRoot) => root.querySelector("form")!;
const links = (root: ShadowRoot) => [...root.querySelectorAll("a")].map((a) => [a.textContent?.trim(), a.getAttribute("href")]);
const describedText = (root: ShadowRoot, input: Element) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent?.trim())
    .join(" ");

describe("<lp-settings> hub", () => {
  it("shows the four cards, three of them links to their settings pages", async () => {
    const root = await settings("hub");
    expect(heading(root)).toBe("Settings");
    const titles = [...root.querySelectorAll(".set-card-title")].map((n) => n.textContent);
    expect(titles).toEqual(["Profile Settings", "Notifications", "Privacy & Security", "Interests & Categories"]);
    const cardLinks = [...root.querySelectorAll("a.set-card")].map((a) => [a.querySelector(".set-card-title")?.textContent, a.getAttribute("href")]);
    expect(cardLinks).toEqual([
      ["Profile Settings", "/account/settings/profile"],
      ["Privacy & Security", "/account/settings/privacy-and-security"],
      ["Interests & Categories", "/account/settings/interests"],
    ]);
    // Notifications has no page: its card is a button, not a link anywhere.
    const notifications = root.querySelector<HTMLButtonElement>("button.set-card")!;
    expect(notifications.textContent).toContain("Notifications");
    expect(root.querySelector("a.set-card[href*='notification']")).toBeNull();
    expect(root.querySelector(".set-back")).toBeNull();
  });

  it("is the view without a view attribute or with an unknown one", async () => {
    expect(heading(await settings())).toBe("Settings");
    document.body.replaceChildren();
    expect(heading(await settings("billing"))).toBe("Settings");
  });

  it("opens the notification toggles in place, focused on their title, and comes back to the card that opened them", async () => {
    const root = await settings("hub");
    const before = history.length;
    await click(root.querySelector<HTMLButtonElement>("button.set-card")!);
    expect(heading(root)).toBe("Notifications");
    expect(root.querySelectorAll('[role="switch"]')).toHaveLength(8);
    expect(root.activeElement).toBe(root.querySelector("h1"));
    expect(location.pathname).toBe("/account/settings");
    expect(history.length).toBe(before + 1);

    const back = button(root, "← Back to Settings");
    expect(back.tagName).toBe("BUTTON");
    await click(back);
    await until(() => expect(heading(root)).toBe("Settings"));
    expect(root.activeElement).toBe(root.querySelector("button.set-card"));
  });

  it("reopens the in-place toggles after a reload, without moving focus", async () => {
    history.replaceState({ lpSettingsView: "notifications" }, "");
    const root = await settings("hub");
    expect(heading(root)).toBe("Notifications");
    expect(root.activeElement).toBeNull();
  });

  it("closes the in-place toggles on the browser's Back", async () => {
    const root = await settings("hub");
    await click(root.querySelector<HTMLButtonElement>("button.set-card")!);
    expect(heading(root)).toBe("Notifications");
    await act(async () => {
      history.replaceState(null, "");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(heading(root)).toBe("Settings");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const root = await settings("hub");
    expect(heading(root)).toBe("Paramètres");
    const titles = [...root.querySelectorAll(".set-card-title")].map((n) => n.textContent);
    expect(titles).toEqual(["Paramètres du profil", "Préférences de notification", "Confidentialité et sécurité", "Centres d’intérêt et catégories"]);
  });

  it("switches the platform's language on the device, at once", async () => {
    const root = await settings("hub");
    const heard = vi.fn();
    document.addEventListener("lp-locale-change", heard);
    const french = [...root.querySelectorAll<HTMLButtonElement>(".set-language button")].find((b) => b.textContent === "Français")!;
    expect(french.getAttribute("aria-pressed")).toBe("false");
    await click(french);
    expect(heading(root)).toBe("Paramètres");
    expect(localStorage.getItem("lpLocale")).toBe("fr");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(french.getAttribute("aria-pressed")).toBe("true");
    document.removeEventListener("lp-locale-change", heard);
  });

  it("turns low-data mode on and off for this device, and says when the browser's asking turned it on", async () => {
    const root = await settings("hub");
    const section = root.querySelector(".set-low-data")!;
    const toggle = section.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(section.querySelector("h2")?.textContent).toBe("Low-data mode");
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(localStorage.getItem("lpLowData")).toBe("on");
    await click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(localStorage.getItem("lpLowData")).toBe("off");

    // The browser asks to save data, and the learner has not said otherwise.
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    await act(async () => chooseLowData(null));
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(section.textContent).toContain("On because your browser asks to save data.");
    Object.defineProperty(navigator, "connection", { value: undefined, configurable: true });
    await act(async () => chooseLowData(null));
  });
});

describe("<lp-settings> back links", () => {
  it.each([
    ["profile", "Profile Settings"],
    ["interests", "Interests & Categories"],
    ["privacy", "Privacy & Security"],
    ["password", "Change Password"],
    ["notifications", "Notifications"],
  ])("the %s view has its heading and a back link to the hub", async (view, title) => {
    signedIn();
    mockFetch(() => json({ data: [] }));
    const root = await settings(view);
    expect(heading(root)).toBe(title);
    const back = root.querySelector<HTMLAnchorElement>("a.set-back")!;
    expect(back.textContent).toContain("Back to Settings");
    expect(back.getAttribute("href")).toBe("/account/settings");
  });
});

/** update-profile answers with the user as saved. */
function profileApi(answer: (call: RecordedCall) => Response = (call) => savedUser(call)) {
  return mockFetch((call) => (call.url.pathname.endsWith("/settings/update-profile") ? answer(call) : json({}, 404)));
}

function savedUser(call: RecordedCall) {
  const body = call.body as FormData;
  const field = (k: string) => (body.get(k) as string) || null;
  return json({
    message: "Profile updated successfully.",
    user: aUser({
      first_name: field("first_name"),
      last_name: field("last_name"),
      name: `${field("first_name")} ${field("last_name")}`,
      phone: field("phone"),
      address: field("address"),
      bio: field("bio"),
      title: field("title") ?? "Learner",
      institution: field("institution"),
      profile: body.get("profile") ? "https://cdn.example/new.png" : "https://cdn.example/awa.png",
      fields: FIELDS,
    }),
  });
}

async function choosePicture(root: ShadowRoot, file: File) {
  // The picker's code arrives on demand: its file input appears, then is enabled once the cropper is here.
  await until(() => root.querySelector(".pic-file input[type=file]") !== null);
  const input = root.querySelector<HTMLInputElement>(".pic-file input[type=file]")!;
  await until(() => !input.disabled);
  await act(async () => {
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle(3);
}

describe("<lp-settings view=profile>", () => {
  it("fills the form from the learner, with the email read-only and the picture hint shown", async () => {
    signedIn();
    const root = await settings("profile");
    expect(heading(root)).toBe("Profile Settings");
    expect(byLabel(root, "First name").value).toBe("Awa");
    expect(byLabel(root, "Last name").value).toBe("Nkemdirim");
    expect(byLabel(root, "Phone").value).toBe("+237 650 11 22 33");
    expect(byLabel(root, "Address").value).toBe("Molyko, Buea");
    expect(byLabel(root, "Bio").value).toBe("I build websites.");
    expect(byLabel(root, "Title").value).toBe("Student");
    expect(byLabel(root, "Institution").value).toBe("University of Buea");
    const email = byLabel(root, "Email");
    expect(email.value).toBe("awa@example.cm");
    expect(email.readOnly).toBe(true);
    const picture = root.querySelector<HTMLFieldSetElement>("fieldset.set-picture")!;
    expect(picture.querySelector("legend")?.textContent).toBe("Profile picture");
    expect(describedText(root, picture as unknown as HTMLInputElement)).toBe("JPG, PNG or SVG, max 2MB");
    expect(root.querySelector<HTMLImageElement>("img.lp-avatar")?.getAttribute("src")).toBe("https://cdn.example/awa.png");
  });

  it("requires the first and last name, says so at both fields and sends nothing", async () => {
    signedIn();
    const net = profileApi();
    const root = await settings("profile");
    await type(byLabel(root, "First name"), "  ");
    await type(byLabel(root, "Last name"), "");
    await submit(form(root));
    const first = byLabel(root, "First name");
    const last = byLabel(root, "Last name");
    expect(root.querySelector('[role="alert"]')?.textContent).toBe("Please fill in all required fields");
    for (const input of [first, last]) {
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(describedText(root, input)).toBe("Please fill in all required fields");
    }
    expect(byLabel(root, "Phone").getAttribute("aria-invalid")).toBeNull();
    expect(root.activeElement).toBe(first);
    expect(net.calls).toHaveLength(0);

    // Filling a field clears its mark; the message stays while one is still missing.
    await type(first, "Awa");
    expect(first.getAttribute("aria-invalid")).toBeNull();
    expect(last.getAttribute("aria-invalid")).toBe("true");
  });

  it("refuses a phone number without 9 to 15 digits", async () => {
    signedIn();
    const net = profileApi();
    const root = await settings("profile");
    await type(byLabel(root, "Phone"), "65 00");
    await submit(form(root));
    const phone = byLabel(root, "Phone");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(root, phone)).toBe("Please provide a valid phone number.");
    expect(net.calls).toHaveLength(0);
  });

  it("sends every field and the chosen picture as multipart, then updates the session's learner", async () => {
    signedIn();
    const net = profileApi();
    const root = await settings("profile");
    await type(byLabel(root, "First name"), "  Awa Grace ");
    await type(byLabel(root, "Address"), "");
    await type(byLabel(root, "Bio"), "Web developer in Buea.\nLoves maths.");
    // The same picker as the onboarding's: choose, crop, and the cropped square is sent.
    await click(button(root, "Change picture"));
    await choosePicture(root, aPng());
    await until(() => root.querySelector("cropper-image") !== null);
    await click(button(root, "Save Changes"));
    await until(() => expect(toastText()).toContain("Profile updated successfully!"));
    const [call] = net.to("/settings/update-profile");
    expect(call.method).toBe("POST");
    const body = call.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== "profile"))).toEqual({
      first_name: "Awa Grace",
      last_name: "Nkemdirim",
      phone: "+237 650 11 22 33",
      address: "",
      bio: "Web developer in Buea.\nLoves maths.",
      title: "Student",
      institution: "University of Buea",
    });
    const sent = body.get("profile") as File;
    expect(sent.type).toBe("image/jpeg");
    expect(await sent.text()).toBe("512x512"); // the fake cropper's canvas, at the picture's size
    expect(call.headers.get("content-type")).toBeNull();

    // The header and every other widget read the session's learner.
    expect(user.value).toMatchObject({ first_name: "Awa Grace", name: "Awa Grace Nkemdirim", address: null, profile: "https://cdn.example/new.png" });
    await until(() => expect(root.querySelector<HTMLImageElement>("img.lp-avatar")?.getAttribute("src")).toBe("https://cdn.example/new.png"));
    expect(byLabel(root, "First name").value).toBe("Awa Grace");
  });

  it("sends no picture when none was chosen, and forgets a choice taken back", async () => {
    signedIn();
    const net = profileApi();
    const root = await settings("profile");
    await click(button(root, "Change picture"));
    await choosePicture(root, aPng());
    await until(() => root.querySelector("cropper-image") !== null);
    await click(button(root, "Keep my current picture"));
    expect(root.querySelector<HTMLImageElement>("img.lp-avatar")?.getAttribute("src")).toBe("https://cdn.example/awa.png");
    await click(button(root, "Save Changes"));
    await until(() => expect(net.to("/settings/update-profile")).toHaveLength(1));
    expect((net.to("/settings/update-profile")[0].body as FormData).has("profile")).toBe(false);
  });

  it("shows the server's message in the failure toast and its field errors at their fields", async () => {
    const learner = signedIn();
    profileApi(() => json({ message: "The phone field format is invalid.", errors: { phone: ["The phone field format is invalid."] } }, 422));
    const root = await settings("profile");
    await type(byLabel(root, "Phone"), "+237 650 11 22 34");
    await click(button(root, "Save Changes"));
    await until(() => expect(toastText()).toContain("Failed to update profile: The phone field format is invalid."));
    const phone = byLabel(root, "Phone");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(root, phone)).toBe("The phone field format is invalid.");
    expect(root.activeElement).toBe(phone);
    expect(user.value).toBe(learner);
  });

  it("falls back to the call's default sentence, in English and in French", async () => {
    signedIn();
    profileApi(() => json({}, 500));
    const root = await settings("profile");
    await click(button(root, "Save Changes"));
    await until(() => expect(toastText()).toContain("Failed to update profile: An error occurred while updating profile"));

    await act(async () => {
      locale.value = "fr";
    });
    await click(button(root, "Enregistrer les modifications"));
    await until(() => expect(toastText()).toContain("Échec de la mise à jour du profil : Une erreur s’est produite lors de la mise à jour du profil"));
  });

  it("treats an answer without a user as a failure and keeps the session's learner", async () => {
    const learner = signedIn();
    profileApi(() => json({ message: "ok" }));
    const root = await settings("profile");
    await click(button(root, "Save Changes"));
    await until(() => expect(toastText()).toContain("Failed to update profile: An error occurred while updating profile"));
    expect(user.value).toBe(learner);
  });

  it("sends once while a save is under way", async () => {
    signedIn();
    const net = profileApi(() => never() as unknown as Response);
    const root = await settings("profile");
    // Two submits in the same moment (a double Enter), then another while the first is pending.
    await act(async () => {
      form(root).requestSubmit();
      form(root).requestSubmit();
    });
    await submit(form(root));
    expect(net.to("/settings/update-profile")).toHaveLength(1);
    expect(button(root, "Save Changes").disabled).toBe(true);
  });

  it("speaks French, including the required message", async () => {
    locale.value = "fr";
    signedIn();
    profileApi();
    const root = await settings("profile");
    expect(heading(root)).toBe("Paramètres du profil");
    await type(byLabel(root, "Prénom"), "");
    await submit(form(root));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe("Veuillez remplir tous les champs obligatoires");
    const picture = root.querySelector<HTMLFieldSetElement>("fieldset.set-picture")!;
    expect(picture.querySelector("legend")?.textContent).toBe("Photo de profil");
    expect(describedText(root, picture as unknown as HTMLInputElement)).toBe("JPG, PNG ou SVG, 2 Mo maximum");
  });

  it("shows the initials when the learner has no picture", async () => {
    signedIn({ profile: null });
    const root = await settings("profile");
    const initials = root.querySelector(".lp-avatar-initials")!;
    expect(initials.textContent).toBe("AN");
    expect(initials.getAttribute("aria-label")).toBe("Your current profile picture");
  });

  it("asks a signed-out visitor to sign in", async () => {
    status.value = "unauthenticated";
    const root = await settings("profile");
    expect(root.textContent).toContain("Sign in to manage your settings.");
    expect(links(root)).toContainEqual(["Sign in", "/signin?redirect=%2Faccount%2Fsettings"]);
  });
});

const CATEGORIES = {
  data: [
    {
      id: 1,
      name: "Technology",
      fields: [
        { id: 3, name: "Web Development" },
        { id: 4, name: "Data Science" },
      ],
    },
    {
      id: 2,
      name: "Business",
      fields: [
        { id: 9, name: "Accounting" },
        { id: 10, name: "Marketing" },
      ],
    },
    { id: 5, name: "Empty", fields: [] },
  ],
};

function interestsApi(save: (call: RecordedCall) => Response = (call) => json({ user: aUser({ fields: fieldsFrom(call) }) })) {
  return mockFetch((call) => {
    if (call.url.pathname.endsWith("/categories")) return json(CATEGORIES);
    if (call.url.pathname.endsWith("/settings/update-fields")) return save(call);
    return json({}, 404);
  });
}

const ALL_FIELDS = CATEGORIES.data.flatMap((c) => c.fields);
const fieldsFrom = (call: RecordedCall) =>
  String((call.body as { fields: string }).fields)
    .split(",")
    .map((id) => ALL_FIELDS.find((f) => f.id === Number(id)));

const checked = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")].map((i) => root.querySelector(`label[for="${i.id}"]`)?.textContent);

describe("<lp-settings view=interests>", () => {
  it("lists the fields by category, the learner's own ticked", async () => {
    signedIn();
    interestsApi();
    const root = await settings("interests");
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    expect(heading(root)).toBe("Interests & Categories");
    expect([...root.querySelectorAll("legend")].map((l) => l.textContent)).toEqual(["Technology", "Business"]);
    expect(checked(root)).toEqual(["Web Development", "Accounting"]);
    expect(root.querySelector(".set-count")?.textContent).toBe("2 selected");
  });

  it("requires at least one interest and sends nothing", async () => {
    signedIn();
    const net = interestsApi();
    const root = await settings("interests");
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    await click(byLabel(root, "Web Development"));
    await click(byLabel(root, "Accounting"));
    await click(button(root, "Save Interests"));
    const alert = root.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe("Please select at least one interest.");
    const first = byLabel(root, "Web Development");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(root, first)).toBe("Please select at least one interest.");
    expect(root.activeElement).toBe(first);
    expect(net.to("/settings/update-fields")).toHaveLength(0);

    await click(byLabel(root, "Marketing"));
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it("sends the chosen ids comma-joined, then updates the session's learner", async () => {
    signedIn();
    const net = interestsApi();
    const root = await settings("interests");
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    await click(byLabel(root, "Data Science"));
    await click(byLabel(root, "Accounting"));
    await click(button(root, "Save Interests"));
    await until(() => expect(toastText()).toContain("Fields updated successfully!"));
    const [call] = net.to("/settings/update-fields");
    expect(call.method).toBe("POST");
    expect(call.body).toEqual({ fields: "3,4" });
    expect(user.value?.fields.map((f) => f.name)).toEqual(["Web Development", "Data Science"]);
  });

  it("drops interests the catalogue no longer offers before sending", async () => {
    signedIn({
      fields: [
        { id: 3, name: "Web Development" },
        { id: 77, name: "Retired field" },
      ],
    });
    const net = interestsApi();
    const root = await settings("interests");
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    await click(button(root, "Save Interests"));
    await until(() => expect(net.to("/settings/update-fields")).toHaveLength(1));
    expect(net.to("/settings/update-fields")[0].body).toEqual({ fields: "3" });
  });

  it("shows the server's message when saving fails", async () => {
    const learner = signedIn();
    interestsApi(() => json({ message: "The selected fields are invalid.", errors: { fields: ["The selected fields are invalid."] } }, 422));
    const root = await settings("interests");
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    await click(button(root, "Save Interests"));
    await until(() => expect(toastText()).toContain("Failed to update fields: The selected fields are invalid."));
    expect(user.value).toBe(learner);
  });

  it("falls back to the default sentence in French", async () => {
    locale.value = "fr";
    signedIn();
    interestsApi(() => json({}, 500));
    const root = await settings("interests");
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    await click(button(root, "Enregistrer mes centres d’intérêt"));
    await until(() => expect(toastText()).toContain("Échec de la mise à jour des domaines : Une erreur s’est produite lors de la mise à jour des domaines"));
  });

  it("speaks French for the required message", async () => {
    locale.value = "fr";
    signedIn({ fields: [] });
    interestsApi();
    const root = await settings("interests");
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    await click(button(root, "Enregistrer mes centres d’intérêt"));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe("Veuillez sélectionner au moins un centre d’intérêt.");
  });

  it("shows an error with a retry when the categories cannot be read, malformed ones included", async () => {
    signedIn();
    let answer: Response = json({ data: [{ id: "x" }] });
    const net = mockFetch((call) => (call.url.pathname.endsWith("/categories") ? answer : json({}, 404)));
    const root = await settings("interests");
    await until(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain("An error occurred while fetching categories"));
    answer = json(CATEGORIES);
    await click(button(root, "Try again"));
    await until(() => expect(root.querySelectorAll("fieldset")).toHaveLength(2));
    expect(net.to("/categories")).toHaveLength(2);
  });

  it("says so when no category has fields", async () => {
    signedIn();
    mockFetch(() => json({ data: [{ id: 1, name: "Empty", fields: [] }] }));
    const root = await settings("interests");
    await until(() => expect(root.textContent).toContain("No categories are available at the moment."));
  });
});

describe("<lp-settings view=privacy>", () => {
  it("leads to Change Password", async () => {
    const root = await settings("privacy");
    expect(heading(root)).toBe("Privacy & Security");
    expect(links(root)).toContainEqual([expect.stringContaining("Change Password"), "/account/settings/privacy-and-security/change-password"]);
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const root = await settings("privacy");
    expect(heading(root)).toBe("Confidentialité et sécurité");
    expect(root.textContent).toContain("Changer le mot de passe");
  });

  const sessionsApi = (others: () => number, signOut: () => Response = () => json({ message: "Signed out of all other devices." })) =>
    mockFetch((call) => {
      if (call.url.pathname.endsWith("/settings/sessions")) return json({ other_sessions: others() });
      if (call.url.pathname.endsWith("/settings/sign-out-other-devices")) return signOut();
      return json({}, 404);
    });

  it("says on how many other devices the learner is signed in, and signs them all out with one press", async () => {
    signedIn();
    let others = 2;
    const calls = sessionsApi(
      () => others,
      () => {
        others = 0;
        return json({ message: "Signed out of all other devices." });
      },
    );
    const root = await settings("privacy");
    await until(() => expect(root.querySelector(".set-devices-count")?.textContent).toBe("You are also signed in on 2 other devices."));
    await click(button(root, "Sign out of all other devices"));
    await until(() => expect(toastText()).toContain("Signed out of all other devices."));
    await until(() => expect(root.querySelector(".set-devices-count")?.textContent).toBe("You are signed in on this device only."));
    expect(calls.to("/settings/sign-out-other-devices").map((c) => c.method)).toEqual(["POST"]);
    expect(root.textContent).not.toContain("Sign out of all other devices");
  });

  it("shows nothing of it where the API does not count sessions (the platform's contract has no such call)", async () => {
    signedIn();
    mockFetch(() => json({ message: "Not found." }, 404));
    const root = await settings("privacy");
    await settle();
    expect(root.querySelector(".set-devices")).toBeNull();
    expect(links(root)).toContainEqual([expect.stringContaining("Change Password"), "/account/settings/privacy-and-security/change-password"]);
  });

  it("says a failed sign-out with the server's message, and keeps the count", async () => {
    signedIn();
    sessionsApi(
      () => 1,
      () => json({ message: "Too many attempts." }, 429),
    );
    const root = await settings("privacy");
    await until(() => expect(root.querySelector(".set-devices-count")?.textContent).toBe("You are also signed in on 1 other device."));
    await click(button(root, "Sign out of all other devices"));
    await until(() => expect(toastText()).toContain("Failed to sign out of other devices: Too many attempts."));
    expect(root.querySelector(".set-devices-count")?.textContent).toBe("You are also signed in on 1 other device.");
  });

  it("speaks French about other devices", async () => {
    locale.value = "fr";
    signedIn();
    sessionsApi(() => 3);
    const root = await settings("privacy");
    await until(() => expect(root.querySelector(".set-devices-count")?.textContent).toBe("Vous êtes aussi connecté sur 3 autres appareils."));
    expect(button(root, "Se déconnecter de tous les autres appareils")).toBeTruthy();
  });
});

function passwordForm(root: ShadowRoot) {
  return {
    current: byLabel(root, "Current password"),
    next: byLabel(root, "New password"),
    confirmation: byLabel(root, "Confirm new password"),
    send: button(root, "Update Password"),
  };
}

const passwordApi = (answer: () => Response = () => json({ message: "Password updated successfully." })) =>
  mockFetch((call) => (call.url.pathname.endsWith("/settings/change-password") ? answer() : json({}, 404)));

describe("<lp-settings view=password>", () => {
  it("requires the current and the new password, at their fields, with a toast and nothing sent", async () => {
    const net = passwordApi();
    const root = await settings("password");
    expect(heading(root)).toBe("Change Password");
    const f = passwordForm(root);
    // What password managers go by: the old one to fill in, the new one (twice) to save.
    expect([f.current, f.next, f.confirmation].map((input) => input.getAttribute("autocomplete"))).toEqual([
      "current-password",
      "new-password",
      "new-password",
    ]);
    expect(describedText(root, f.next)).toBe("At least 8 characters.");
    await click(f.send);
    expect(toastText()).toContain("Please fix the errors before submitting.");
    expect(f.current.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(root, f.current)).toBe("Current password is required.");
    expect(f.next.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(root, f.next)).toBe("New password is required.");
    expect(f.confirmation.getAttribute("aria-invalid")).toBeNull();
    expect(root.activeElement).toBe(f.current);
    expect(net.calls).toHaveLength(0);
  });

  it("refuses a new password under 8 characters and a confirmation that differs", async () => {
    const net = passwordApi();
    const root = await settings("password");
    const f = passwordForm(root);
    await type(f.current, "old-secret");
    await type(f.next, "short7!");
    await type(f.confirmation, "short7?");
    await click(f.send);
    expect(describedText(root, f.next)).toBe("Password must be at least 8 characters.");
    expect(describedText(root, f.confirmation)).toBe("Passwords do not match.");
    expect(f.current.getAttribute("aria-invalid")).toBeNull();
    expect(root.activeElement).toBe(f.next);
    expect(toastText()).toContain("Please fix the errors before submitting.");
    expect(net.calls).toHaveLength(0);

    // A field's message goes once the field changes.
    await type(f.next, "long-enough-1");
    expect(f.next.getAttribute("aria-invalid")).toBeNull();
    expect(describedText(root, f.next)).toBe("At least 8 characters.");
    expect(describedText(root, f.confirmation)).toBe("Passwords do not match.");
  });

  it("sends the three fields, says so and clears the form", async () => {
    signedIn();
    const net = passwordApi();
    const root = await settings("password");
    const f = passwordForm(root);
    await type(f.current, "old-secret");
    await type(f.next, "new secret 1");
    await type(f.confirmation, "new secret 1");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Password updated successfully."));
    const [call] = net.to("/settings/change-password");
    expect(call.method).toBe("POST");
    expect(call.body).toEqual({ current_password: "old-secret", new_password: "new secret 1", new_password_confirmation: "new secret 1" });
    expect([f.current.value, f.next.value, f.confirmation.value]).toEqual(["", "", ""]);
    expect(root.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it("shows the server's message in the toast and its field errors at their fields", async () => {
    signedIn();
    passwordApi(() => json({ message: "The current password is incorrect.", errors: { current_password: ["The current password is incorrect."] } }, 422));
    const root = await settings("password");
    const f = passwordForm(root);
    await type(f.current, "wrong-one");
    await type(f.next, "new-secret-1");
    await type(f.confirmation, "new-secret-1");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Failed to update password: The current password is incorrect."));
    expect(f.current.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(root, f.current)).toBe("The current password is incorrect.");
    expect(root.activeElement).toBe(f.current);
    // What was typed stays, to be corrected.
    expect(f.next.value).toBe("new-secret-1");
  });

  it("falls back to the default sentence when the server says nothing", async () => {
    passwordApi(() => json({}, 500));
    const root = await settings("password");
    const f = passwordForm(root);
    await type(f.current, "old-secret");
    await type(f.next, "new-secret-1");
    await type(f.confirmation, "new-secret-1");
    await click(f.send);
    await until(() => expect(toastText()).toContain("Failed to update password: An error occurred while updating password"));
  });

  it("shows and hides each password", async () => {
    const root = await settings("password");
    const f = passwordForm(root);
    expect(f.current.type).toBe("password");
    await click(root.querySelectorAll<HTMLButtonElement>(".lp-password-toggle")[0]);
    expect(byLabel(root, "Current password").type).toBe("text");
    expect(byLabel(root, "New password").type).toBe("password");
  });

  it("speaks French, messages and toasts included", async () => {
    locale.value = "fr";
    passwordApi(() => json({}, 500));
    const root = await settings("password");
    expect(heading(root)).toBe("Changer le mot de passe");
    await click(button(root, "Mettre à jour le mot de passe"));
    expect(toastText()).toContain("Veuillez corriger les erreurs avant d’envoyer le formulaire.");
    expect(describedText(root, byLabel(root, "Mot de passe actuel"))).toBe("Le mot de passe actuel est obligatoire.");
    expect(describedText(root, byLabel(root, "Nouveau mot de passe"))).toBe("Le nouveau mot de passe est obligatoire.");
    await type(byLabel(root, "Mot de passe actuel"), "old-secret");
    await type(byLabel(root, "Nouveau mot de passe"), "court");
    await type(byLabel(root, "Confirmer le nouveau mot de passe"), "autre");
    await click(button(root, "Mettre à jour le mot de passe"));
    expect(describedText(root, byLabel(root, "Nouveau mot de passe"))).toBe("Le mot de passe doit contenir au moins 8 caractères.");
    expect(describedText(root, byLabel(root, "Confirmer le nouveau mot de passe"))).toBe("Les mots de passe ne correspondent pas.");
    await type(byLabel(root, "Nouveau mot de passe"), "assez-long-1");
    await type(byLabel(root, "Confirmer le nouveau mot de passe"), "assez-long-1");
    await click(button(root, "Mettre à jour le mot de passe"));
    await until(() =>
      expect(toastText()).toContain("Échec de la mise à jour du mot de passe : Une erreur s’est produite lors de la mise à jour du mot de passe"),
    );
  });
});

const switches = (root: ShadowRoot) =>
  Object.fromEntries(
    [...root.querySelectorAll<HTMLButtonElement>('[role="switch"]')].map((s) => [
      root.getElementById(s.getAttribute("aria-labelledby")!)?.textContent,
      s.getAttribute("aria-checked"),
    ]),
  );

const switchNamed = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('[role="switch"]')].find((s) => root.getElementById(s.getAttribute("aria-labelledby")!)?.textContent === name)!;

describe("<lp-settings view=notifications>", () => {
  it("starts with most toggles on and class announcements, system updates and urgent alerts off", async () => {
    const root = await settings("notifications");
    expect(heading(root)).toBe("Notifications");
    expect(switches(root)).toEqual({
      "Course updates": "true",
      "New courses": "true",
      "Payment receipts": "true",
      "Exam results": "true",
      "Certificate earned": "true",
      "Class announcements": "false",
      "System updates": "false",
      "Urgent alerts": "false",
    });
    expect(root.textContent).toContain("These preferences are saved on this device only.");
    // Real buttons: in the tab order, flipped by Space and Enter natively.
    for (const s of root.querySelectorAll('[role="switch"]')) {
      expect(s.tagName).toBe("BUTTON");
      expect(describedText(root, s)).not.toBe("");
    }
    expect(describedText(root, switchNamed(root, "Course updates"))).toBe("New lessons and changes in the courses you follow.");
  });

  it("keeps the choices across a reload", async () => {
    let root = await settings("notifications");
    await click(switchNamed(root, "Urgent alerts"));
    await click(switchNamed(root, "Course updates"));
    expect(switchNamed(root, "Urgent alerts").getAttribute("aria-checked")).toBe("true");
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).toMatchObject({ urgent_alerts: true, course_updates: false, new_courses: true });

    document.body.replaceChildren();
    root = await settings("notifications");
    expect(switches(root)).toMatchObject({ "Urgent alerts": "true", "Course updates": "false", "New courses": "true", "System updates": "false" });
  });

  it("reads a damaged or foreign entry as the defaults", async () => {
    localStorage.setItem(PREFS_KEY, "{not json");
    let root = await settings("notifications");
    expect(switchNamed(root, "Class announcements").getAttribute("aria-checked")).toBe(String(DEFAULT_PREFS.class_announcements));
    document.body.replaceChildren();
    localStorage.setItem(PREFS_KEY, JSON.stringify({ exam_results: "no", system_updates: true, __proto__: { x: 1 } }));
    root = await settings("notifications");
    expect(switches(root)).toMatchObject({ "Exam results": "true", "System updates": "true" });
  });

  it("still flips when the browser refuses to store", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const root = await settings("notifications");
    await click(switchNamed(root, "System updates"));
    expect(switchNamed(root, "System updates").getAttribute("aria-checked")).toBe("true");
  });

  it("follows a change made in another tab", async () => {
    const root = await settings("notifications");
    localStorage.setItem(PREFS_KEY, JSON.stringify({ ...DEFAULT_PREFS, new_courses: false }));
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: PREFS_KEY }));
    });
    expect(switchNamed(root, "New courses").getAttribute("aria-checked")).toBe("false");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    const root = await settings("notifications");
    expect(heading(root)).toBe("Préférences de notification");
    expect(switches(root)).toMatchObject({ "Annonces de classe": "false", "Mises à jour des cours": "true" });
    expect(root.textContent).toContain("Retour aux paramètres");
  });
});
