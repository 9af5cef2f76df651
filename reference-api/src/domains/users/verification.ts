import { randomInt } from "node:crypto";
import type { Database } from "better-sqlite3";
import { sha256 } from "../../security.ts";
import { addSeconds, clock } from "../../time.ts";

/** How long an e-mailed code works, and how many wrong guesses it survives. */
export const CODE_MINUTES = 15;
export const CODE_TRIES = 5;

interface CodeRow {
  code_hash: string;
  tries: number;
  expires_at: string;
}

/** Makes a new 6-digit code for `email`, replacing any earlier one, and returns it to be mailed. */
export function newVerificationCode(db: Database, email: string): string {
  const code = String(randomInt(100000, 1000000));
  const now = clock.iso();
  db.prepare(
    `INSERT INTO verification_codes (email, code_hash, tries, created_at, expires_at) VALUES (?, ?, 0, ?, ?)
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, tries = 0, created_at = excluded.created_at, expires_at = excluded.expires_at`,
  ).run(email, sha256(`${email.toLowerCase()}:${code}`), now, addSeconds(now, CODE_MINUTES * 60));
  return code;
}

/**
 * Checks the code typed for `email`. A right code is used up; a wrong one counts against the code,
 * which stops working after CODE_TRIES wrong guesses (so six digits cannot be guessed one by one).
 */
export function checkVerificationCode(db: Database, email: string, code: string): "ok" | "wrong" | "expired" {
  const row = db.prepare("SELECT code_hash, tries, expires_at FROM verification_codes WHERE email = ?").get(email) as CodeRow | undefined;
  if (!row || row.expires_at <= clock.iso() || row.tries >= CODE_TRIES) return "expired";
  if (row.code_hash !== sha256(`${email.toLowerCase()}:${code}`)) {
    db.prepare("UPDATE verification_codes SET tries = tries + 1 WHERE email = ?").run(email);
    return "wrong";
  }
  db.prepare("DELETE FROM verification_codes WHERE email = ?").run(email);
  return "ok";
}
