import type { Database } from "../../db/connection.ts";

/** The subset of `ids` that name real fields, in the order given. */
export function existingFieldIds(db: Database, ids: number[]): number[] {
  if (ids.length === 0) return [];
  const found = new Set((db.prepare(`SELECT id FROM fields WHERE id IN (${ids.map(() => "?").join(",")})`).all(...ids) as { id: number }[]).map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

export function replaceUserFields(db: Database, userId: number, fieldIds: number[]): void {
  db.prepare("DELETE FROM user_fields WHERE user_id = ?").run(userId);
  const insert = db.prepare("INSERT INTO user_fields (user_id, field_id) VALUES (?, ?)");
  for (const id of fieldIds) insert.run(userId, id);
}
