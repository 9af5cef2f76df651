import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const latestMail = async (to: string) => (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data[0];

describe("register and login", () => {
  it("registers with the code mailed to the address, returns the user and a working bearer token", async () => {
    const code = await api.verificationCode("ngozi@example.cm");
    const r = await api.post("/api/register", {
      first_name: "Ngozi",
      last_name: "Mbah",
      email: "ngozi@example.cm",
      password: "long-enough",
      password_confirmation: "long-enough",
      code,
    });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ first_name: "Ngozi", last_name: "Mbah", name: "Ngozi Mbah", title: "Learner", points: 0, fields: [] });
    expect(r.body.user).not.toHaveProperty("password_hash");
    const me = await api.get("/api/user", r.body.authorization.token);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe("ngozi@example.cm");
  });

  it("registers no address without the code mailed to it", async () => {
    const details = { first_name: "Eko", last_name: "Tabi", email: "eko@example.cm", password: "long-enough", password_confirmation: "long-enough" };
    const without = await api.post("/api/register", details);
    expect(without.status).toBe(422);
    expect(without.body.errors.code).toEqual(["The code field is required."]);
    const never = await api.post("/api/register", { ...details, code: "123456" });
    expect(never.body.errors.code).toEqual(["The verification code has expired. Ask for a new one."]);

    const code = await api.verificationCode(details.email);
    const wrong = code === "111111" ? "222222" : "111111";
    expect((await api.post("/api/register", { ...details, code: wrong })).body.errors.code).toEqual(["Invalid verification code"]);
    const ok = await api.post("/api/register", { ...details, code });
    expect(ok.status).toBe(201);
    // Used up: the same code cannot make a second account.
    expect((await api.post("/api/register", { ...details, email: "eko2@example.cm", code })).status).toBe(422);
  });

  it("makes the code itself, ignores one the page sends, and stops a code after five wrong guesses", async () => {
    const email = "guess@example.cm";
    const sent = await api.post("/api/send-verification-email", { name: "Guess Work", email, code: "123456" });
    expect(sent.status).toBe(200);
    const mail = await latestMail(email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^[1-9]\d{5}$/);
    const details = { first_name: "G", last_name: "W", email, password: "long-enough", password_confirmation: "long-enough" };
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) expect((await api.post("/api/register", { ...details, code: wrong })).body.errors.code).toEqual(["Invalid verification code"]);
    const late = await api.post("/api/register", { ...details, code });
    expect(late.body.errors.code).toEqual(["The verification code has expired. Ask for a new one."]);
  });

  it("rejects a duplicate e-mail, whatever its case", async () => {
    const r = await api.post("/api/register", {
      first_name: "A",
      last_name: "B",
      email: "NGOZI@example.cm",
      password: "long-enough",
      password_confirmation: "long-enough",
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.email).toEqual(["The email has already been taken."]);
  });

  it("lists every invalid field in Laravel's shape", async () => {
    const r = await api.post("/api/register", { first_name: "", email: "not-an-email", password: "short", password_confirmation: "other" });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      first_name: ["The first name field is required."],
      last_name: ["The last name field is required."],
      email: ["The email field must be a valid email address."],
      password: ["The password field must be at least 8 characters."],
    });
    expect(r.body.message).toBe("The first name field is required. (and 3 more errors)");
  });

  it("rejects a password confirmation that does not match", async () => {
    const r = await api.post("/api/register", {
      first_name: "A",
      last_name: "B",
      email: "mismatch@example.cm",
      password: "long-enough",
      password_confirmation: "long-enougH",
    });
    expect(r.body.errors.password).toEqual(["The password field confirmation does not match."]);
  });

  it("refuses wrong credentials without saying which part was wrong", async () => {
    const wrongPassword = await api.post("/api/login", { email: "ngozi@example.cm", password: "nope-nope" });
    const unknownUser = await api.post("/api/login", { email: "nobody@example.cm", password: "nope-nope" });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body).toEqual(unknownUser.body);
  });

  it("slows down password guessing with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await api.post("/api/login", { email: "guess@example.cm", password: `guess-${i}-x` })).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
    const r = await api.post("/api/login", { email: "guess@example.cm", password: "again-xxx" });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("rate limits", () => {
  it("cannot be dodged by naming a new X-Forwarded-For on every attempt", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await api.call("POST", "/api/login", { json: { email: "spoof@example.cm", password: `guess-${i}-x` }, headers: { "X-Forwarded-For": `10.0.0.${i}` } }))
          .status,
      );
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("tokens", () => {
  it("answers 401 on protected calls without a token or with a bad one", async () => {
    for (const token of [null, "garbage", "1|not-a-real-token"]) {
      const r = await api.get("/api/user", token);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: "Unauthenticated." });
    }
  });

  it("logout revokes the token it was called with, and only that one", async () => {
    const a = await api.login("ngozi@example.cm", "long-enough");
    const b = await api.login("ngozi@example.cm", "long-enough");
    expect((await api.post("/api/logout", {}, a)).status).toBe(200);
    expect((await api.get("/api/user", a)).status).toBe(401);
    expect((await api.get("/api/user", b)).status).toBe(200);
  });

  it("stores tokens hashed, never as given", async () => {
    const token = await api.login("ngozi@example.cm", "long-enough");
    const rows = api.deps.db.prepare("SELECT token_hash FROM auth_tokens").all() as { token_hash: string }[];
    expect(rows.some((r) => r.token_hash === token || r.token_hash.includes(token.split("|")[1]))).toBe(false);
  });

  it("expires tokens after their lifetime", async () => {
    const token = await api.login("ngozi@example.cm", "long-enough");
    api.deps.db.prepare("UPDATE auth_tokens SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect((await api.get("/api/user", token)).status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  it("mails a single-use link that sets a new password and ends old sessions", async () => {
    const { token: session } = await api.register("reset-me@example.cm");
    const r = await api.post("/api/forgot-password", { email: "reset-me@example.cm" });
    expect(r.status).toBe(200);
    const mail = await latestMail("reset-me@example.cm");
    expect(mail.subject).toBe("Reset your password");
    const link = /https?:\/\/\S+\/reset-password\/([\w-]+)\?email=(\S+)/.exec(mail.text)!;
    expect(link).not.toBeNull();
    const resetToken = link[1];
    expect(decodeURIComponent(link[2])).toBe("reset-me@example.cm");

    const reset = await api.post("/api/reset-password", {
      token: resetToken,
      email: "reset-me@example.cm",
      password: "brand-new-pass",
      password_confirmation: "brand-new-pass",
    });
    expect(reset.status).toBe(200);
    expect((await api.get("/api/user", session)).status).toBe(401);
    expect(await api.login("reset-me@example.cm", "brand-new-pass")).toBeTruthy();

    const again = await api.post("/api/reset-password", {
      token: resetToken,
      email: "reset-me@example.cm",
      password: "another-pass",
      password_confirmation: "another-pass",
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual(["This password reset token is invalid."]);
  });

  it("refuses an expired link", async () => {
    await api.register("late@example.cm");
    await api.post("/api/forgot-password", { email: "late@example.cm" });
    const token = /reset-password\/([\w-]+)/.exec((await latestMail("late@example.cm")).text)![1];
    api.deps.db.prepare("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const r = await api.post("/api/reset-password", { token, email: "late@example.cm", password: "xxxxxxxxx", password_confirmation: "xxxxxxxxx" });
    expect(r.status).toBe(422);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = (await api.get("/api/dev/mailbox")).body.meta.total;
    const r = await api.post("/api/forgot-password", { email: "ghost@example.cm" });
    expect(r.status).toBe(200);
    expect((await api.get("/api/dev/mailbox")).body.meta.total).toBe(before);
  });
});

describe("sign-up verification e-mail", () => {
  it("escapes the name in the HTML mail", async () => {
    await api.post("/api/send-verification-email", { name: "<img src=x onerror=alert(1)>", email: "xss@example.cm" });
    const mail = await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent("xss@example.cm")}`)).body.data[0];
    expect(mail.html).not.toContain("<img");
  });
});

describe("sign-up verification e-mail, in the contract's own flow (API_CLIENT_VERIFICATION_CODE)", () => {
  let client: TestApi;
  beforeAll(async () => {
    client = await startTestApi({ config: { clientVerificationCode: true } });
  });
  afterAll(() => client.close());

  it("mails the page's 6-digit code to the address, and registers without it", async () => {
    const r = await client.post("/api/send-verification-email", { name: "Paul", email: "paul@example.cm", code: "482913" });
    expect(r.status).toBe(200);
    const mail = (await client.get(`/api/dev/mailbox?to=${encodeURIComponent("paul@example.cm")}`)).body.data[0];
    expect(mail.text).toContain("482913");
    const registered = await client.post("/api/register", {
      first_name: "Paul",
      last_name: "B",
      email: "paul@example.cm",
      password: "long-enough",
      password_confirmation: "long-enough",
    });
    expect(registered.status).toBe(201);
  });

  it("refuses codes that are not 6 digits", async () => {
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      const r = await client.post("/api/send-verification-email", { name: "Paul", email: "paul2@example.cm", code });
      expect(r.status).toBe(422);
    }
  });
});

describe("Google sign-in", () => {
  const mint = async (claims: Record<string, unknown>) => (await api.post("/api/dev/google/id-token", claims)).body.id_token as string;

  it("creates an account from a verified id_token and signs in again with it", async () => {
    const idToken = await mint({ email: "g.user@example.cm", given_name: "Grace", family_name: "Tabi" });
    const first = await api.post("/api/auth/google", { id_token: idToken });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ first_name: "Grace", last_name: "Tabi", email: "g.user@example.cm" });
    const second = await api.post("/api/auth/google", { id_token: idToken });
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it("refuses a tampered, expired or malformed token", async () => {
    const good = await mint({ email: "g2@example.cm" });
    const [h, p, s] = good.split(".");
    const claims = JSON.parse(Buffer.from(p, "base64url").toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, email: "victim@example.cm" })).toString("base64url")}.${s}`;
    const expired = await mint({ email: "g3@example.cm", lifetime_seconds: -600 });
    for (const id_token of [tampered, expired, "a.b.c", "not a jwt"]) {
      const r = await api.post("/api/auth/google", { id_token });
      expect(r.status).toBe(422);
      expect(r.body.errors.id_token[0]).toMatch(/could not be verified/);
    }
  });
});

describe("CORS", () => {
  it("allows the host site's origin with the Authorization header", async () => {
    const r = await api.call("OPTIONS", "/api/user", {
      headers: { Origin: "http://127.0.0.1:4173", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization" },
    });
    expect(r.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4173");
    expect(r.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });

  it("gives a foreign origin no CORS grant for a learner's own data", async () => {
    const r = await api.call("GET", "/api/user", { headers: { Origin: "https://evil.example" } });
    expect(r.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("production mode", () => {
  it("has no development helpers and trusts no stand-in issuer", async () => {
    const prod = await startTestApi({
      config: {
        dev: false,
        realtime: { appId: "lp-app", key: "lp-key", secret: "a-production-secret-of-32-chars!" },
        google: { clientId: api.deps.config.google.clientId, jwksUrl: "http://127.0.0.1:9/unreachable" },
      },
    });
    try {
      expect((await prod.get("/api/dev/mailbox")).status).toBe(404);
      expect((await prod.get("/dev/mailbox")).status).toBe(404);
      expect((await prod.post("/api/dev/google/id-token", { email: "x@example.cm" })).status).toBe(404);
      const devToken = (await api.post("/api/dev/google/id-token", { email: "prod@example.cm" })).body.id_token;
      const r = await prod.post("/api/auth/google", { id_token: devToken });
      expect(r.status).toBe(422);
      expect(r.body.errors.id_token[0]).toMatch(/could not be verified/);
    } finally {
      await prod.close();
    }
  });
});

describe("messages in the learner's language", () => {
  it("answers validation and success in French when the page asks in French, and in English otherwise", async () => {
    const fr = { "Accept-Language": "fr" };
    const invalid = await api.call("POST", "/api/register", { json: { first_name: "", email: "x" }, headers: fr });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.first_name).toEqual(["Le champ prénom est obligatoire."]);
    expect(invalid.body.errors.email).toEqual(["Le champ e-mail doit être une adresse e-mail valide."]);
    expect(invalid.body.message).toMatch(/^Le champ prénom est obligatoire\. \(et \d+ autres erreurs\)$/);
    expect(invalid.headers.get("content-language")).toBe("fr");
    const { token } = await api.register();
    const out = await api.call("POST", "/api/logout", { token, headers: fr });
    expect(out.body.message).toBe("Déconnecté.");
    const english = await api.call("POST", "/api/register", { json: { first_name: "" } });
    expect(english.body.errors.first_name).toEqual(["The first name field is required."]);
  });
});
