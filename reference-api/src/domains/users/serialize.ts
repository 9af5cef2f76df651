import type { Deps } from "../../deps.ts";
import { type Locale, localized } from "../../http/lang/locale.ts";
import { mediaUrl } from "../../media.ts";
import type { UserRow } from "./user-row.ts";

/** The User entity as the learner area reads it; the names of their fields in the reader's language. */
export function serializeUser({ db, config }: Pick<Deps, "db" | "config">, user: UserRow, locale: Locale) {
  const fields = db
    .prepare(`SELECT f.id, ${localized("f.name", locale)} AS name FROM user_fields uf JOIN fields f ON f.id = uf.field_id WHERE uf.user_id = ? ORDER BY f.id`)
    .all(user.id) as {
    id: number;
    name: string;
  }[];
  return {
    id: user.id,
    name: `${user.first_name} ${user.last_name}`.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    bio: user.bio,
    title: user.title || "Learner",
    institution: user.institution,
    location: user.location,
    profile: mediaUrl(config, user.profile_path),
    points: user.points,
    date_of_birth: user.date_of_birth,
    why_join: user.why_join,
    level_of_education: user.level_of_education,
    language: user.language,
    email_verified_at: user.email_verified_at,
    fields,
  };
}
