import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextClientAddress } from "../../tests/support/fetch-from.ts";
import { RESET_LINK_MINUTES } from "../src/domains/users/constants.ts";
import { startTestApi, type TestApi } from "./harness.ts";

/**
 * A learner's e-mails come in their language: the one chosen at onboarding when there is one,
 * else the language of the page that asked (Accept-Language).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Mail {
  subject: string;
  text: string;
  html: string;
}

const latestMail = async (to: string): Promise<Mail> => (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data[0];

/** Each request from a machine of its own, as the API's limits per client expect. */
const post = (path: string, json: unknown, language?: string) =>
  api.call("POST", path, { json, from: nextClientAddress(), headers: language ? { "Accept-Language": language } : {} });

async function askForCode(email: string, language?: string) {
  expect((await post("/api/send-verification-email", { name: "Ada Test", email }, language)).status).toBe(200);
  const mail = await latestMail(email);
  return { mail, code: /\b(\d{6})\b/.exec(mail.text)?.[1] };
}

/** A learner who said at onboarding which language they read (null: never said). */
async function learner(language: "en" | "fr" | null) {
  const { user } = await api.register();
  api.deps.db.prepare("UPDATE users SET language = ? WHERE id = ?").run(language, user.id);
  return user as { email: string };
}

async function resetMail(email: string, language?: string) {
  expect((await post("/api/forgot-password", { email }, language)).status).toBe(200);
  const mail = await latestMail(email);
  const link = /https?:\/\/\S+\/reset-password\/[\w-]+\?email=\S+/.exec(mail.text)?.[0];
  return { mail, link };
}

describe("the sign-up code", () => {
  it("is mailed in French to a page in French, subject and body, and registers the learner", async () => {
    const email = "inscription@example.cm";
    const { mail, code } = await askForCode(email, "fr-CM,fr;q=0.9,en;q=0.5");
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe("Votre code de vérification");
    expect(mail.text).toBe(`Bonjour Ada,\n\nVotre code de vérification est ${code}.\n\nSi vous n’avez pas demandé à créer un compte, ignorez cet e-mail.`);
    expect(mail.html).toContain(`Votre code de vérification est <strong>${code}</strong>.`);
    expect(mail.html).not.toMatch(/Hello|verification code|ignore this/);

    const registered = await api.call("POST", "/api/register", {
      from: nextClientAddress(),
      headers: { "Accept-Language": "fr" },
      json: { first_name: "Ada", last_name: "Test", email, password: "a-good-pass", password_confirmation: "a-good-pass", code },
    });
    expect(registered.status).toBe(201);
  });

  it("is mailed in English to a page in English, and to one that names no language", async () => {
    for (const [email, language] of [
      ["signup-en@example.cm", "en-GB,fr;q=0.5"],
      ["signup-none@example.cm", undefined],
    ] as const) {
      const { mail, code } = await askForCode(email, language);
      expect(mail.subject, email).toBe("Your verification code");
      expect(mail.text, email).toBe(`Hello Ada,\n\nYour verification code is ${code}.\n\nIf you did not ask to create an account, ignore this e-mail.`);
    }
  });
});

describe("the password reset link", () => {
  it("is mailed in French to a learner who chose French, even from a page in English, and the link works", async () => {
    const user = await learner("fr");
    const { mail, link } = await resetMail(user.email, "en");
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    expect(mail.text).toBe(
      `Bonjour Ada,\n\nOuvrez ce lien pour choisir un nouveau mot de passe : ${link}\n\nLe lien ne fonctionne qu’une fois et expire dans ${RESET_LINK_MINUTES} minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.`,
    );
    expect(mail.html).toContain(">Choisir un nouveau mot de passe</a>");
    expect(mail.html).not.toMatch(/Hello|Choose a new password|expires in/);

    const token = /reset-password\/([\w-]+)/.exec(link!)![1];
    const reset = await post("/api/reset-password", { token, email: user.email, password: "brand-new-pass", password_confirmation: "brand-new-pass" });
    expect(reset.status).toBe(200);
  });

  it("is mailed in English to a learner who chose English, even from a page in French", async () => {
    const user = await learner("en");
    const { mail, link } = await resetMail(user.email, "fr");
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toBe(
      `Hello Ada,\n\nOpen this link to choose a new password: ${link}\n\nThe link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    );
  });

  it("follows the page's language for a learner who never chose one", async () => {
    const french = await learner(null);
    expect((await resetMail(french.email, "fr")).mail.subject).toBe("Réinitialisez votre mot de passe");
    const english = await learner(null);
    expect((await resetMail(english.email)).mail.subject).toBe("Reset your password");
  });
});
