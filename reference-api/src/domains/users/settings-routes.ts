import { type Context, Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { invalidField } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { requestLocale } from "../../http/lang/locale.ts";
import { required, rules, validate } from "../../http/validate.ts";
import { hashPassword, verifyPassword } from "../../security.ts";
import { PASSWORD_MIN } from "./constants.ts";
import { existingFieldIds, replaceUserFields } from "./fields.ts";
import { checkNewPassword } from "./password-policy.ts";
import { serializeUser } from "./serialize.ts";
import { bearerToken, otherSessionCount, revokeOtherTokens } from "./tokens.ts";
import { removeUpload, storeUpload } from "./uploads.ts";
import type { UserRow } from "./user-row.ts";

export function settingsRoutes(deps: Deps) {
  const { db, config } = deps;
  const r = new Hono<AppEnv>();
  const reload = (id: number) => db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow;
  /** The session making the request (requireUser has checked it). */
  const current = (c: Context<AppEnv>) => bearerToken(c.req.header("authorization"))!;

  r.post("/settings/update-profile", async (c) => {
    const user = requireUser(c);
    const input = await validate(await readInput(c), {
      first_name: required(rules.string({ max: 100, plain: true })),
      last_name: required(rules.string({ max: 100, plain: true })),
      phone: rules.string({ max: 30, pattern: /^\+?[\d\s().-]{6,30}$/ }),
      address: rules.string({ max: 255 }),
      bio: rules.string({ max: 2000 }),
      title: rules.string({ max: 120, plain: true }),
      institution: rules.string({ max: 200, plain: true }),
      profile: rules.image({ maxBytes: 5 * 1024 * 1024 }),
    });
    const profilePath = input.profile ? storeUpload(config, "profiles", input.profile) : user.profile_path;
    db.prepare(
      `UPDATE users SET first_name = ?, last_name = ?, phone = ?, address = ?, bio = ?, title = ?, institution = ?,
       profile_path = ? WHERE id = ?`,
    ).run(
      input.first_name,
      input.last_name,
      input.phone ?? null,
      input.address ?? null,
      input.bio ?? null,
      input.title ?? null,
      input.institution ?? null,
      profilePath,
      user.id,
    );
    if (input.profile) removeUpload(config, user.profile_path);
    return c.json({ message: "Profile updated successfully.", user: serializeUser(deps, reload(user.id), requestLocale(c)) });
  });

  r.post("/settings/change-password", async (c) => {
    const user = requireUser(c);
    const input = await validate(await readInput(c), {
      current_password: required(rules.string({ max: 255, keepSpaces: true })),
      new_password: required(rules.string({ min: PASSWORD_MIN, max: 255, confirmed: true, keepSpaces: true })),
    });
    deps.limiter.hit(`change-password:${user.id}`, 10, 600);
    if (!(await verifyPassword(input.current_password, user.password_hash))) throw invalidField("current_password", "The current password is incorrect.");
    checkNewPassword("new_password", input.new_password, user);
    const passwordHash = await hashPassword(input.new_password);
    // Whoever else holds a session may be the reason for the change: every other one ends.
    db.transaction(() => {
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(passwordHash, user.id);
      revokeOtherTokens(db, user.id, current(c));
    })();
    return c.json({ message: "Password updated successfully." });
  });

  // Beyond the contract: the learner's other sessions, counted and ended (Privacy & Security).
  r.get("/settings/sessions", (c) => {
    const user = requireUser(c);
    return c.json({ other_sessions: otherSessionCount(db, user.id, current(c)) });
  });

  r.post("/settings/sign-out-other-devices", (c) => {
    const user = requireUser(c);
    revokeOtherTokens(db, user.id, current(c));
    return c.json({ message: "Signed out of all other devices.", other_sessions: 0 });
  });

  r.post("/settings/update-fields", async (c) => {
    const user = requireUser(c);
    const input = await validate(await readInput(c), { fields: required(rules.idList({ max: 50 })) });
    const known = existingFieldIds(db, input.fields);
    if (known.length !== input.fields.length) throw invalidField("fields", "The selected fields are invalid.");
    db.transaction(() => replaceUserFields(db, user.id, known))();
    return c.json({ message: "Fields updated successfully.", user: serializeUser(deps, reload(user.id), requestLocale(c)) });
  });

  return r;
}
