import type { Database } from "../../db/connection.ts";
import { clock } from "../../time.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sending an e-mail means storing it: the development mailbox is the only delivery this
 * reference implementation has, and it is readable over HTTP in development.
 */
export function sendMail(db: Database, mail: Mail): void {
  db.prepare("INSERT INTO mails (to_email, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?)").run(
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    clock.iso(),
  );
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
