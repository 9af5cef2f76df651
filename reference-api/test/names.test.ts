import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";

/** A name is one line of plain text: control and direction characters would let a certificate's holder read otherwise than written. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const BAD = [
  ["NUL", "Amina\u0000"],
  ["a line break", "Amina\nNjoya"],
  ["a right-to-left override", "\u202eayojN animA"],
  ["a left-to-right isolate", "Amina\u2066x"],
  ["a line separator", "Amina\u2028Njoya"],
  ["a zero-width space", "Ami\u200bna"],
];

describe("a name", () => {
  for (const [what, name] of BAD)
    it(`with ${what} is refused at its field, on sign-up and in the profile`, async () => {
      const code = await api.verificationCode(`n${BAD.findIndex(([w]) => w === what)}@example.cm`);
      const signup = await api.post("/api/register", {
        first_name: name,
        last_name: "Njoya",
        email: `n${BAD.findIndex(([w]) => w === what)}@example.cm`,
        password: "long-enough-9",
        password_confirmation: "long-enough-9",
        code,
      });
      expect(signup.status).toBe(422);
      expect(signup.body.errors.first_name).toEqual(["The first name field must not contain control or direction characters."]);
      const { token } = await api.register();
      const profile = await api.post("/api/settings/update-profile", { first_name: "Amina", last_name: name }, token);
      expect(profile.status).toBe(422);
      expect(profile.body.errors.last_name).toEqual(["The last name field must not contain control or direction characters."]);
    });

  it("says so in French to a French reader", async () => {
    const { token } = await api.register();
    const r = await api.call("POST", "/api/settings/update-profile", {
      token,
      json: { first_name: "Amina\u202e", last_name: "Njoya" },
      headers: { "Accept-Language": "fr" },
    });
    expect(r.body.errors.first_name).toEqual(["Le champ prénom ne doit pas contenir de caractères de contrôle ou de direction."]);
  });

  it("keeps accents, apostrophes, hyphens, other scripts and the joiners some of them need", async () => {
    const { token } = await api.register();
    for (const [first, last] of [
      ["Ngo'o", "Mbarga-Éyébé"],
      ["أمينة", "نجويا"],
      ["मी\u200dरा", "Ndzi"],
    ]) {
      const r = await api.post("/api/settings/update-profile", { first_name: first, last_name: last }, token);
      expect(r.status, first).toBe(200);
      expect(r.body.user.name).toBe(`${first} ${last}`);
    }
  });
});
