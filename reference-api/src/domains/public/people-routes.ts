import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { localized, requestLocale } from "../../http/lang/locale.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { mediaUrl } from "../../media.ts";
import { certificateTitle, certificateUrl } from "../learners/certificates.ts";

/** A day at a CDN, an hour in a browser, a week stale while it checks again. */
export const PUBLIC_CERTIFICATE_CACHE = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800";
const PUBLIC_MISSING_CACHE = "public, max-age=60";

export function peopleRoutes({ db, config }: Deps) {
  const r = new Hono<AppEnv>();

  // The public people of the platform are its instructors; learners' accounts are never listed.
  r.get("/users", (c) => {
    const page = readPage(c.req.query(), 20);
    const total = (db.prepare("SELECT COUNT(*) n FROM instructors").get() as { n: number }).n;
    const locale = requestLocale(c);
    const rows = db
      .prepare(
        `SELECT i.id, i.name, ${localized("i.title", locale)} AS title, i.profile, ${localized("i.bio", locale)} AS bio, o.name AS org_name, o.slug AS org_slug
         FROM instructors i LEFT JOIN organizations o ON o.id = i.organization_id ORDER BY i.id LIMIT ? OFFSET ?`,
      )
      .all(page.limit, page.offset) as Record<string, any>[];
    return c.json({
      data: rows.map((i) => ({
        id: i.id,
        name: i.name,
        title: i.title,
        profile: mediaUrl(config, i.profile),
        bio: i.bio,
        organization: i.org_name ? { name: i.org_name, slug: i.org_slug } : null,
      })),
      meta: pageMeta(page, total, rows.length),
    });
  });

  // The public certificate page and blog badges: what the certificate says, nothing private. Any
  // site may read it (no credentials are involved), and a CDN may keep it: a certificate does not
  // change once issued. Its title is in the reader's language, so the answer varies by
  // Accept-Language. A number that does not exist is kept briefly, in case it is issued soon.
  r.get("/certificates/:number", (c) => {
    const number = c.req.param("number");
    const row = (
      number.length > 64
        ? undefined
        : db
            .prepare(
              `SELECT ce.certificate_number, ce.title, ce.issued_at, u.first_name, u.last_name, c.title AS course_title, c.slug,
                 o.name AS org_name, o.slug AS org_slug, o.logo AS org_logo
               FROM certificates ce JOIN users u ON u.id = ce.user_id JOIN courses c ON c.id = ce.course_id
               JOIN organizations o ON o.id = c.organization_id WHERE ce.certificate_number = ?`,
            )
            .get(number)
    ) as Record<string, any> | undefined;
    if (!row) {
      c.header("Cache-Control", PUBLIC_MISSING_CACHE);
      return c.json({ message: "Certificate not found." }, 404);
    }
    c.header("Cache-Control", PUBLIC_CERTIFICATE_CACHE);
    return c.json({
      data: {
        certificate_number: row.certificate_number,
        title: certificateTitle(row.title, requestLocale(c)),
        issued_at: row.issued_at,
        holder: { name: `${row.first_name} ${row.last_name}`.trim() },
        course: { title: row.course_title, slug: row.slug },
        organization: { name: row.org_name, slug: row.org_slug, logo: mediaUrl(config, row.org_logo) },
        url: certificateUrl(config, row.certificate_number),
      },
    });
  });

  return r;
}
