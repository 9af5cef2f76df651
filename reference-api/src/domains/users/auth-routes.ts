import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { invalid, invalidField } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { type Locale, learnerLocale, requestLocale } from "../../http/lang/locale.ts";
import { clientAddress } from "../../http/rate-limit.ts";
import { required, rules, validate } from "../../http/validate.ts";
import { hashPassword, newSecret, sha256, verifyPasswordOrDecoy } from "../../security.ts";
import { addSeconds, clock } from "../../time.ts";
import { sendMail } from "../mail/mailbox.ts";
import { passwordResetMail, verificationCodeMail } from "../mail/templates.ts";
import { ageOn, EDUCATION_LEVELS, LANGUAGES, MIN_AGE, PASSWORD_MIN, RESET_LINK_MINUTES, WHY_JOIN } from "./constants.ts";
import { existingFieldIds, replaceUserFields } from "./fields.ts";
import { type GoogleVerifier, IdTokenError } from "./google.ts";
import { checkNewPassword } from "./password-policy.ts";
import { serializeUser } from "./serialize.ts";
import { bearerToken, issueToken, revokeAllTokens, revokeToken } from "./tokens.ts";
import { removeUpload, storeUpload } from "./uploads.ts";
import type { UserRow } from "./user-row.ts";
import { checkVerificationCode, newVerificationCode } from "./verification.ts";

/**
 * How many tries a client (an address on the network) and an account get, per window of seconds.
 * A client's limits stop one machine trying many accounts; an account's stop many machines
 * trying one. The README's security section gives these numbers.
 */
export const AUTH_LIMITS = {
  /** Sign-in failures for one account from one client, then from one client for any account. */
  loginPerAccount: { max: 5, seconds: 60 },
  loginFailuresPerClient: { max: 20, seconds: 600 },
  // A cyber café or a school's computers share one address: room for a class signing up together.
  registerPerClient: { max: 30, seconds: 3600 },
  verificationPerClient: { max: 20, seconds: 600 },
  verificationPerAddress: { max: 5, seconds: 600 },
  forgotPerClient: { max: 10, seconds: 600 },
  /** Past this, the same answer, and no more mail to that address: its inbox already has working links. */
  forgotMailsPerAddress: { max: 5, seconds: 600 },
  /** Wrong reset tokens; a right one always works. */
  resetFailuresPerClient: { max: 10, seconds: 600 },
  resetFailuresPerAddress: { max: 10, seconds: 600 },
} as const;

/** A name from Google, made one line of plain text as the forms require (its characters are Google's to choose). */
const plainName = (value: string) => [...value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ").trim()].slice(0, 100).join("");

const name = () => required(rules.string({ max: 100, plain: true }));
const email = () => required(rules.string({ email: true, max: 255 }));
const newPassword = () => required(rules.string({ min: PASSWORD_MIN, max: 255, confirmed: true, keepSpaces: true }));

export function authRoutes(deps: Deps, google: GoogleVerifier) {
  const { db, config, limiter } = deps;
  const r = new Hono<AppEnv>();

  const findByEmail = (address: string) => db.prepare("SELECT * FROM users WHERE email = ?").get(address) as UserRow | undefined;
  const session = (user: UserRow, locale: Locale) => ({
    user: serializeUser(deps, user, locale),
    authorization: { token: issueToken(db, user.id, config.tokenTtlHours), type: "bearer" },
  });

  r.post("/register", async (c) => {
    // Before anything is read: the "already taken" answer helps people, and is the one a client may ask only so often.
    limiter.hit(`register:${clientAddress(c)}`, AUTH_LIMITS.registerPerClient.max, AUTH_LIMITS.registerPerClient.seconds);
    const body = await readInput(c);
    const input = await validate(body, {
      first_name: name(),
      last_name: name(),
      email: email(),
      password: newPassword(),
    });
    if (findByEmail(input.email)) throw invalidField("email", "The email has already been taken.");
    checkNewPassword("password", input.password, input);
    // The address is the learner's only once the code mailed to it comes back.
    let verifiedAt: string | null = null;
    if (!config.clientVerificationCode) {
      const { code } = await validate(body, { code: required(rules.string({ pattern: /^\d{6}$/ })) });
      const verdict = checkVerificationCode(db, input.email, code);
      if (verdict === "expired") throw invalidField("code", "The verification code has expired. Ask for a new one.");
      if (verdict === "wrong") throw invalidField("code", "Invalid verification code");
      verifiedAt = clock.iso();
    }
    const passwordHash = await hashPassword(input.password);
    const id = db
      .prepare("INSERT INTO users (first_name, last_name, email, password_hash, email_verified_at, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(input.first_name, input.last_name, input.email, passwordHash, verifiedAt, clock.iso()).lastInsertRowid;
    const user = db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow;
    return c.json({ message: "Registration successful.", ...session(user, requestLocale(c)) }, 201);
  });

  r.post("/login", async (c) => {
    const input = await validate(await readInput(c), {
      email: email(),
      password: required(rules.string({ max: 255, keepSpaces: true })),
    });
    const client = clientAddress(c);
    const { loginPerAccount: perAccount, loginFailuresPerClient: perClient } = AUTH_LIMITS;
    limiter.guard(`login-failures:${client}`, perClient.max);
    limiter.hit(`login:${input.email.toLowerCase()}:${client}`, perAccount.max, perAccount.seconds);
    const user = findByEmail(input.email);
    // The same work whether or not the account exists: the answer's time tells nothing.
    if (!(await verifyPasswordOrDecoy(input.password, user?.password_hash)) || !user) {
      limiter.hit(`login-failures:${client}`, perClient.max, perClient.seconds);
      throw invalidField("email", "These credentials do not match our records.");
    }
    limiter.clear(`login:${input.email.toLowerCase()}:${client}`);
    return c.json({ message: "Login successful.", ...session(user, requestLocale(c)) });
  });

  r.post("/auth/google", async (c) => {
    const input = await validate(await readInput(c), { id_token: required(rules.string({ max: 8192 })) });
    let claims;
    try {
      claims = await google.verify(input.id_token);
    } catch (e) {
      if (e instanceof IdTokenError) throw invalidField("id_token", `The Google sign-in could not be verified: ${e.message}`);
      throw e;
    }
    let user = (db.prepare("SELECT * FROM users WHERE google_sub = ?").get(claims.sub) as UserRow | undefined) ?? findByEmail(claims.email);
    if (user) {
      if (!user.google_sub) db.prepare("UPDATE users SET google_sub = ? WHERE id = ?").run(claims.sub, user.id);
    } else {
      const id = db
        .prepare(
          `INSERT INTO users (first_name, last_name, email, google_sub, profile_path, email_verified_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          plainName(claims.given_name || claims.email.split("@")[0]),
          plainName(claims.family_name || ""),
          claims.email,
          claims.sub,
          claims.picture ?? null,
          clock.iso(),
          clock.iso(),
        ).lastInsertRowid;
      user = db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow;
    }
    return c.json({ message: "Google Sign In successful.", ...session(user, requestLocale(c)) });
  });

  r.post("/send-verification-email", async (c) => {
    const body = await readInput(c);
    const { verificationPerClient: perClient, verificationPerAddress: perAddress } = AUTH_LIMITS;
    limiter.hit(`verify-client:${clientAddress(c)}`, perClient.max, perClient.seconds);
    const input = await validate(body, { name: required(rules.string({ max: 100, plain: true })), email: email() });
    limiter.hit(`verify:${input.email.toLowerCase()}`, perAddress.max, perAddress.seconds);
    if (findByEmail(input.email)) throw invalidField("email", "The email has already been taken.");
    // In the contract's flow the page made the code; otherwise a code sent along is ignored.
    const code = config.clientVerificationCode
      ? (await validate(body, { code: required(rules.string({ pattern: /^\d{6}$/ })) })).code
      : newVerificationCode(db, input.email);
    // Nobody has this address yet: the page's language is all there is to go by.
    sendMail(db, verificationCodeMail(input.email, input.name, code, requestLocale(c)));
    return c.json({ message: "Verification email sent." });
  });

  r.post("/forgot-password", async (c) => {
    const { forgotPerClient: perClient, forgotMailsPerAddress: perAddress } = AUTH_LIMITS;
    limiter.hit(`forgot-client:${clientAddress(c)}`, perClient.max, perClient.seconds);
    const input = await validate(await readInput(c), { email: email() });
    const addressKey = `forgot:${input.email.toLowerCase()}`;
    // Someone else asking for this address's links cannot block its owner: the links already sent work.
    const mailed = limiter.spent(addressKey, perAddress.max);
    if (!mailed) limiter.hit(addressKey, perAddress.max, perAddress.seconds);
    const user = mailed ? undefined : findByEmail(input.email);
    if (user) {
      const token = newSecret(32);
      const now = clock.iso();
      db.prepare("INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
        user.id,
        sha256(token),
        now,
        addSeconds(now, RESET_LINK_MINUTES * 60),
      );
      const link = `${config.platformUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
      sendMail(db, passwordResetMail(user.email, user.first_name, link, RESET_LINK_MINUTES, learnerLocale(user.language, c.req.header("Accept-Language"))));
    }
    // The same answer whether or not the address has an account: no account discovery here.
    return c.json({ message: "If an account exists for this e-mail, a password reset link has been sent." });
  });

  r.post("/reset-password", async (c) => {
    const input = await validate(await readInput(c), {
      token: required(rules.string({ max: 200 })),
      email: email(),
      password: newPassword(),
    });
    const { resetFailuresPerClient: perClient, resetFailuresPerAddress: perAddress } = AUTH_LIMITS;
    const client = clientAddress(c);
    limiter.guard(`reset-failures:${client}`, perClient.max);
    const reset = db
      .prepare(
        `SELECT pr.id, pr.user_id FROM password_resets pr JOIN users u ON u.id = pr.user_id
         WHERE pr.token_hash = ? AND u.email = ? AND pr.used_at IS NULL AND pr.expires_at > ?`,
      )
      .get(sha256(input.token), input.email, clock.iso()) as { id: number; user_id: number } | undefined;
    // A right token always works: wrong ones sent by others for this address cannot lock its owner out.
    if (reset) {
      const owner = db.prepare("SELECT email, first_name, last_name FROM users WHERE id = ?").get(reset.user_id) as {
        email: string;
        first_name: string;
        last_name: string;
      };
      checkNewPassword("password", input.password, owner);
    }
    if (!reset) {
      limiter.hit(`reset-failures:${client}`, perClient.max, perClient.seconds);
      limiter.hit(`reset-failures:${input.email.toLowerCase()}`, perAddress.max, perAddress.seconds);
      throw invalidField("token", "This password reset token is invalid.");
    }
    const passwordHash = await hashPassword(input.password);
    db.transaction(() => {
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(passwordHash, reset.user_id);
      db.prepare("UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL").run(clock.iso(), reset.user_id);
      revokeAllTokens(db, reset.user_id);
    })();
    return c.json({ message: "Your password has been reset." });
  });

  r.post("/logout", (c) => {
    requireUser(c);
    revokeToken(db, bearerToken(c.req.header("authorization"))!);
    return c.json({ message: "Logged out." });
  });

  r.get("/user", (c) => c.json({ user: serializeUser(deps, requireUser(c), requestLocale(c)) }));

  r.post("/complete-registration", async (c) => {
    const user = requireUser(c);
    const input = await validate(await readInput(c), {
      date_of_birth: required(rules.pastDate()),
      years: rules.number({ integer: true, min: 0, max: 150 }),
      fields_of_interest: required(rules.idList({ max: 50 })),
      level_of_education: required(rules.string({ oneOf: EDUCATION_LEVELS })),
      language: required(rules.string({ oneOf: LANGUAGES })),
      why_join: required(rules.string({ oneOf: WHY_JOIN })),
      profile: required(rules.image({ maxBytes: 5 * 1024 * 1024 })),
    });
    const age = ageOn(input.date_of_birth, clock.now());
    if (age < MIN_AGE) throw invalidField("date_of_birth", `You must be at least ${MIN_AGE} years old.`);
    const known = existingFieldIds(db, input.fields_of_interest);
    if (known.length !== input.fields_of_interest.length) throw invalid({ fields_of_interest: ["The selected fields of interest are invalid."] });
    const profilePath = storeUpload(config, "profiles", input.profile);
    db.transaction(() => {
      db.prepare(
        `UPDATE users SET date_of_birth = ?, level_of_education = ?, language = ?, why_join = ?, profile_path = ?
         WHERE id = ?`,
      ).run(input.date_of_birth, input.level_of_education, input.language, input.why_join, profilePath, user.id);
      replaceUserFields(db, user.id, known);
    })();
    removeUpload(config, user.profile_path);
    const updated = db.prepare("SELECT * FROM users WHERE id = ?").get(user.id) as UserRow;
    return c.json({ message: "Registration completed successfully.", user: serializeUser(deps, updated, requestLocale(c)) });
  });

  return r;
}
