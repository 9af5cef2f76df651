import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { readInput } from "../../http/input.ts";
import { clientAddress } from "../../http/rate-limit.ts";
import { required, rules, validate } from "../../http/validate.ts";
import { clock } from "../../time.ts";

/** A second identical submission within this window is the same message sent twice. */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export function formsRoutes({ db, limiter }: Deps) {
  const r = new Hono<AppEnv>();
  const recentSince = () => new Date(clock.now().getTime() - DUPLICATE_WINDOW_MS).toISOString();

  r.post("/contact-us", async (c) => {
    const input = await validate(await readInput(c), {
      name: required(rules.string({ max: 150, plain: true })),
      email: required(rules.string({ email: true, max: 255 })),
      phone: required(rules.string({ max: 30 })),
      subject: required(rules.string({ max: 200 })),
      message: required(rules.string({ max: 5000 })),
    });
    limiter.hit(`contact:${clientAddress(c)}:${input.email.toLowerCase()}`, 5, 600);
    const duplicate = db
      .prepare("SELECT 1 FROM contact_messages WHERE email = ? AND subject = ? AND message = ? AND created_at >= ?")
      .get(input.email, input.subject, input.message, recentSince());
    if (!duplicate)
      db.prepare("INSERT INTO contact_messages (name, email, phone, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
        input.name,
        input.email,
        input.phone,
        input.subject,
        input.message,
        clock.iso(),
      );
    return c.json({ message: "Your message has been sent successfully!" }, duplicate ? 200 : 201);
  });

  r.post("/partner-application", async (c) => {
    const input = await validate(await readInput(c), {
      name: required(rules.string({ max: 150, plain: true })),
      email: required(rules.string({ email: true, max: 255 })),
      phone: required(rules.string({ max: 30 })),
      about: rules.string({ max: 5000 }),
    });
    limiter.hit(`partner:${clientAddress(c)}:${input.email.toLowerCase()}`, 5, 600);
    const duplicate = db.prepare("SELECT 1 FROM partner_applications WHERE email = ? AND created_at >= ?").get(input.email, recentSince());
    if (!duplicate)
      db.prepare("INSERT INTO partner_applications (name, email, phone, about, created_at) VALUES (?, ?, ?, ?, ?)").run(
        input.name,
        input.email,
        input.phone,
        input.about ?? null,
        clock.iso(),
      );
    return c.json({ message: "Your application has been submitted successfully!" }, duplicate ? 200 : 201);
  });

  return r;
}
