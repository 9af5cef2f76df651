import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PASSWORD = "a-good-pass";

/** A learner signed in on three devices: the phone making the change, a laptop and a café's computer. */
async function onThreeDevices() {
  const { user, token: phone } = await api.register();
  const laptop = await api.login(user.email, PASSWORD);
  const cafe = await api.login(user.email, PASSWORD);
  return { user, phone, laptop, cafe };
}

const signedIn = async (token: string) => (await api.get("/api/user", token)).status === 200;

describe("a password change", () => {
  it("ends every other session and keeps the one that made it", async () => {
    const { phone, laptop, cafe } = await onThreeDevices();
    const r = await api.post(
      "/api/settings/change-password",
      { current_password: PASSWORD, new_password: "another-pass-9", new_password_confirmation: "another-pass-9" },
      phone,
    );
    expect(r.status).toBe(200);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(cafe)).toBe(false);
  });

  it("refused (a wrong current password) ends nothing", async () => {
    const { phone, laptop } = await onThreeDevices();
    const r = await api.post(
      "/api/settings/change-password",
      { current_password: "not-it-at-all", new_password: "another-pass-9", new_password_confirmation: "another-pass-9" },
      phone,
    );
    expect(r.status).toBe(422);
    expect(await signedIn(laptop)).toBe(true);
  });
});

describe("a password reset", () => {
  it("ends every session, the new password signs in", async () => {
    const { user, phone, laptop } = await onThreeDevices();
    await api.post("/api/forgot-password", { email: user.email });
    const mail = (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(user.email)}`)).body.data[0];
    const token = /reset-password\/([^?\s]+)/.exec(mail.text)![1];
    const r = await api.post("/api/reset-password", { token, email: user.email, password: "reset-pass-77", password_confirmation: "reset-pass-77" });
    expect(r.status).toBe(200);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await api.login(user.email, "reset-pass-77")).toBeTruthy();
  });
});

describe("signing out of all other devices", () => {
  it("counts the other sessions, ends them, and keeps this one", async () => {
    const { phone, laptop, cafe } = await onThreeDevices();
    expect((await api.get("/api/settings/sessions", phone)).body).toEqual({ other_sessions: 2 });
    const r = await api.post("/api/settings/sign-out-other-devices", {}, phone);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Signed out of all other devices.");
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(cafe)).toBe(false);
    expect((await api.get("/api/settings/sessions", phone)).body).toEqual({ other_sessions: 0 });
  });

  it("is the learner's own: a visitor gets 401, and the answer speaks French to a French reader", async () => {
    expect((await api.post("/api/settings/sign-out-other-devices", {})).status).toBe(401);
    expect((await api.get("/api/settings/sessions")).status).toBe(401);
    const { phone } = await onThreeDevices();
    const r = await api.call("POST", "/api/settings/sign-out-other-devices", { token: phone, json: {}, headers: { "Accept-Language": "fr" } });
    expect(r.body.message).toBe("Déconnecté de tous les autres appareils.");
  });
});
