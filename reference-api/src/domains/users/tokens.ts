import type { Database } from "../../db/connection.ts";
import { newSecret, sha256 } from "../../security.ts";
import { addSeconds, clock } from "../../time.ts";
import type { UserRow } from "./user-row.ts";

/** Issues an opaque bearer token; only its hash is kept, so a database leak yields no sessions. */
export function issueToken(db: Database, userId: number, ttlHours: number): string {
  const token = `${userId}|${newSecret(30)}`;
  const now = clock.iso();
  db.prepare("INSERT INTO auth_tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    userId,
    sha256(token),
    now,
    addSeconds(now, ttlHours * 3600),
  );
  return token;
}

export function userForToken(db: Database, token: string): UserRow | null {
  const row = db
    .prepare(
      `SELECT u.* FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.expires_at > ?`,
    )
    .get(sha256(token), clock.iso()) as UserRow | undefined;
  return row ?? null;
}

export function revokeToken(db: Database, token: string): void {
  db.prepare("DELETE FROM auth_tokens WHERE token_hash = ?").run(sha256(token));
}

export function revokeAllTokens(db: Database, userId: number): void {
  db.prepare("DELETE FROM auth_tokens WHERE user_id = ?").run(userId);
}

/** Ends every session of the learner but the one making the request. */
export function revokeOtherTokens(db: Database, userId: number, current: string): void {
  db.prepare("DELETE FROM auth_tokens WHERE user_id = ? AND token_hash <> ?").run(userId, sha256(current));
}

/** How many other sessions of the learner are still open (other devices, other browsers). */
export function otherSessionCount(db: Database, userId: number, current: string): number {
  return (
    db.prepare("SELECT COUNT(*) n FROM auth_tokens WHERE user_id = ? AND token_hash <> ? AND expires_at > ?").get(userId, sha256(current), clock.iso()) as {
      n: number;
    }
  ).n;
}

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S{1,512})$/i.exec(header ?? "");
  return m ? m[1] : null;
}
