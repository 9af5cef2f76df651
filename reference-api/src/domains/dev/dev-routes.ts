import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { loopbackOnly } from "../../http/loopback.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { required, rules, validate } from "../../http/validate.ts";
import { escapeHtml } from "../mail/mailbox.ts";
import type { GoogleVerifier } from "../users/google.ts";

interface MailRow {
  id: number;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

const toJson = (m: MailRow) => ({ id: m.id, to: m.to_email, subject: m.subject, text: m.text, html: m.html, created_at: m.created_at });

/** Development-only helpers: the mailbox and a Google stand-in, for this machine. Never mounted in production. */
export function devRoutes({ db }: Deps, google: GoogleVerifier) {
  const r = new Hono<AppEnv>();
  // By path: a sub-app's "*" would guard every route of the app it is mounted in.
  r.use("/dev/*", loopbackOnly());

  const listMails = (to: string | undefined, limit: number, offset: number) => {
    const where = to ? "WHERE to_email = ?" : "";
    const args = to ? [to] : [];
    const total = (db.prepare(`SELECT COUNT(*) n FROM mails ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM mails ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, limit, offset) as MailRow[];
    return { total, rows };
  };

  r.get("/dev/mailbox", (c) => {
    const page = readPage(c.req.query(), 20);
    const { total, rows } = listMails(c.req.query("to"), page.limit, page.offset);
    return c.json({ data: rows.map(toJson), meta: pageMeta(page, total, rows.length) });
  });

  r.get("/dev/mailbox/:id{[0-9]+}", (c) => {
    const row = db.prepare("SELECT * FROM mails WHERE id = ?").get(Number(c.req.param("id"))) as MailRow | undefined;
    if (!row) throw notFound("No such e-mail.");
    return c.json({ data: toJson(row) });
  });

  r.post("/dev/google/id-token", async (c) => {
    const input = await validate(await readInput(c), {
      email: required(rules.string({ email: true, max: 255 })),
      given_name: rules.string({ max: 100 }),
      family_name: rules.string({ max: 100 }),
      lifetime_seconds: rules.number({ integer: true, min: -3600, max: 86400 }),
    });
    const token = google.devIssuer!.mint(input, input.lifetime_seconds ?? 3600);
    return c.json({ id_token: token });
  });

  return r;
}

/** The mailbox as a page people can read in a browser (mail bodies are shown as text). */
export function devMailboxPage({ db }: Deps) {
  const r = new Hono<AppEnv>();
  r.use("/dev/*", loopbackOnly());
  r.get("/dev/mailbox", (c) => {
    const rows = db.prepare("SELECT * FROM mails ORDER BY id DESC LIMIT 100").all() as MailRow[];
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to_email)} · ${escapeHtml(m.created_at)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(
      `<!doctype html><meta charset="utf-8"><title>Dev mailbox</title><style>body{font:16px system-ui;max-width:50em;margin:2em auto}pre{white-space:pre-wrap;background:#f4f4f4;padding:1em}</style><h1>Dev mailbox</h1>${items || "<p>No e-mail yet.</p>"}`,
    );
  });
  return r;
}
