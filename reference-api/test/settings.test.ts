import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { FRESH, seedForTests } from "./seeded.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());

/** A real 1x1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const fieldIds = () => (api.deps.db.prepare("SELECT id FROM fields ORDER BY id LIMIT 3").all() as { id: number }[]).map((f) => f.id);

function onboardingForm(overrides: Record<string, string | Blob | null> = {}): FormData {
  const values: Record<string, string | Blob | null> = {
    date_of_birth: "2004-06-15",
    years: "22",
    fields_of_interest: fieldIds().join(","),
    level_of_education: "Undergraduate/Bachelor's",
    language: "fr",
    why_join: "career",
    profile: new Blob([PNG], { type: "image/png" }),
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v instanceof Blob) form.set(k, v, "me.png");
    else if (v !== null) form.set(k, v);
  }
  return form;
}

describe("onboarding: POST /complete-registration", () => {
  it("stores every answer and the picture, so the learner counts as onboarded", async () => {
    const token = await api.login(FRESH.email, FRESH.password);
    expect((await api.get("/api/user", token)).body.user).toMatchObject({ date_of_birth: null, why_join: null });
    const r = await api.call("POST", "/api/complete-registration", { form: onboardingForm(), token });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Registration completed successfully.");
    const user = (await api.get("/api/user", token)).body.user;
    expect(user).toMatchObject({ date_of_birth: "2004-06-15", why_join: "career", language: "fr", level_of_education: "Undergraduate/Bachelor's" });
    expect(user.fields.map((f: any) => f.id)).toEqual(fieldIds());
    const picture = await fetch(user.profile);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("refuses a learner under 10, unknown choices and unknown fields, changing nothing", async () => {
    const { token } = await api.register();
    const tooYoung = new Date(Date.now() - 9 * 365.25 * 86400_000).toISOString().slice(0, 10);
    const cases: [Record<string, string | Blob | null>, string, string][] = [
      [{ date_of_birth: tooYoung }, "date_of_birth", "You must be at least 10 years old."],
      [{ date_of_birth: "2004-02-30" }, "date_of_birth", "The date of birth field must be a valid date."],
      [{ level_of_education: "Kindergarten+" }, "level_of_education", "The selected level of education is invalid."],
      [{ language: "de" }, "language", "The selected language is invalid."],
      [{ why_join: "money" }, "why_join", "The selected why join is invalid."],
      [{ fields_of_interest: "999999" }, "fields_of_interest", "The selected fields of interest are invalid."],
      [{ fields_of_interest: "" }, "fields_of_interest", "The fields of interest field is required."],
      [{ profile: null }, "profile", "The profile field is required."],
    ];
    for (const [overrides, field, message] of cases) {
      const r = await api.call("POST", "/api/complete-registration", { form: onboardingForm(overrides), token });
      expect(r.status, field).toBe(422);
      expect(r.body.errors[field], field).toEqual([message]);
    }
    expect((await api.get("/api/user", token)).body.user).toMatchObject({ date_of_birth: null, why_join: null, fields: [] });
  });
});

describe("profile settings", () => {
  it("updates the profile fields and picture; the e-mail cannot be changed here", async () => {
    const { token, user } = await api.register();
    const form = new FormData();
    form.set("first_name", "Chantal");
    form.set("last_name", "Biya");
    form.set("phone", "+237 677 00 11 22");
    form.set("address", "Bastos, Yaoundé");
    form.set("bio", "Nurse and lifelong learner.");
    form.set("title", "Nurse");
    form.set("institution", "Yaoundé Central Hospital");
    form.set("email", "hijack@example.cm");
    form.set("profile", new Blob([PNG]), "me.png");
    const r = await api.call("POST", "/api/settings/update-profile", { form, token });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Profile updated successfully.");
    expect(r.body.user).toMatchObject({
      name: "Chantal Biya",
      phone: "+237 677 00 11 22",
      title: "Nurse",
      institution: "Yaoundé Central Hospital",
      email: user.email,
    });
    expect(r.body.user.profile).toMatch(/\/storage\/uploads\/profiles\/[\w-]+\.png$/);
  });

  it("requires both names", async () => {
    const { token } = await api.register();
    const r = await api.post("/api/settings/update-profile", { first_name: " ", last_name: "" }, token);
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(["first_name", "last_name"]);
  });

  it("serves an uploaded SVG so that it can never run script", async () => {
    const { token } = await api.register();
    const form = new FormData();
    form.set("first_name", "A");
    form.set("last_name", "B");
    form.set("profile", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>']), "x.svg");
    const r = await api.call("POST", "/api/settings/update-profile", { form, token });
    const res = await fetch(r.body.user.profile);
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("never serves files outside storage", async () => {
    for (const path of [
      "/storage/../platform.sqlite",
      "/storage/%2e%2e/platform.sqlite",
      "/storage/..%2fplatform.sqlite",
      "/storage/seed/../../platform.sqlite",
    ]) {
      const r = await api.get(path);
      expect(r.status, path).toBe(404);
    }
  });
});

describe("interests: POST /settings/update-fields", () => {
  it("replaces the learner's fields with the ids given", async () => {
    const { token } = await api.register();
    const [a, b, c] = fieldIds();
    await api.post("/api/settings/update-fields", { fields: `${a},${b}` }, token);
    const r = await api.post("/api/settings/update-fields", { fields: `${c}` }, token);
    expect(r.body.message).toBe("Fields updated successfully.");
    expect(r.body.user.fields.map((f: any) => f.id)).toEqual([c]);
  });

  it("refuses none, malformed and unknown ids", async () => {
    const { token } = await api.register();
    for (const fields of ["", "abc", "1,x", "999999"]) expect((await api.post("/api/settings/update-fields", { fields }, token)).status, fields).toBe(422);
  });
});

describe("change password", () => {
  it("needs the current password, then the new one signs in and the old one does not", async () => {
    const learner = await api.register();
    const wrong = await api.post(
      "/api/settings/change-password",
      { current_password: "not-it-at-all", new_password: "new-pass-123", new_password_confirmation: "new-pass-123" },
      learner.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);
    const short = await api.post(
      "/api/settings/change-password",
      { current_password: "a-good-pass", new_password: "short", new_password_confirmation: "short" },
      learner.token,
    );
    expect(short.body.errors.new_password).toEqual(["The new password field must be at least 8 characters."]);
    const mismatch = await api.post(
      "/api/settings/change-password",
      { current_password: "a-good-pass", new_password: "new-pass-123", new_password_confirmation: "new-pass-124" },
      learner.token,
    );
    expect(mismatch.body.errors.new_password).toEqual(["The new password field confirmation does not match."]);
    const ok = await api.post(
      "/api/settings/change-password",
      { current_password: "a-good-pass", new_password: "new-pass-123", new_password_confirmation: "new-pass-123" },
      learner.token,
    );
    expect(ok.body).toEqual({ message: "Password updated successfully." });
    expect(await api.login(learner.user.email, "new-pass-123")).toBeTruthy();
    expect((await api.post("/api/login", { email: learner.user.email, password: "a-good-pass" })).status).toBe(422);
  });
});
