import { Hono } from "hono";
import type { Database } from "../../db/connection.ts";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { localized, localizedValue, requestLocale } from "../../http/lang/locale.ts";
import { mediaUrl } from "../../media.ts";
import { clock, since } from "../../time.ts";
import { ORGANIZATION_COUNTS } from "./organization-counts.ts";

const DEFAULT_OPENING_HOURS = "Mon-Fri: 8AM-6PM GMT+1";
const FEATURED_COURSES = 6;

/** The shared figures, and the rating only the profile shows. */
const COUNTS = `${ORGANIZATION_COUNTS},
  (SELECT COALESCE(ROUND(SUM(c.avg_rating * c.reviews_count) / NULLIF(SUM(c.reviews_count), 0), 1), 0)
     FROM courses c WHERE c.organization_id = o.id) AS average_rating`;

/** An organization by id, current slug or former slug. */
function findOrganization(db: Database, key: string): Record<string, any> | null {
  const byId = /^\d{1,9}$/.test(key);
  const row = db
    .prepare(
      `SELECT o.*, ${COUNTS} FROM organizations o
       WHERE ${byId ? "o.id = @key" : "o.slug = @key OR o.id = (SELECT organization_id FROM organization_slug_aliases WHERE slug = @key)"}`,
    )
    .get({ key: byId ? Number(key) : key, now: clock.iso() });
  return (row as Record<string, any>) ?? null;
}

export function organizationRoutes(deps: Deps) {
  const { db, config } = deps;
  const r = new Hono<AppEnv>();

  // Featured organizations for the home page.
  r.get("/organizations", (c) => {
    const rows = db
      .prepare(
        `SELECT o.id, o.slug, o.name, o.logo, ${localized("o.motto", requestLocale(c))} AS motto, ${COUNTS} FROM organizations o WHERE o.featured = 1 ORDER BY o.name`,
      )
      .all({ now: clock.iso() }) as Record<string, any>[];
    return c.json({
      data: rows.map((o) => ({
        id: o.id,
        slug: o.slug,
        name: o.name,
        logo: mediaUrl(config, o.logo),
        motto: o.motto,
        followers: o.followers_count,
        reviews: o.reviews_count,
        courses_count: o.courses_count,
      })),
    });
  });

  r.get("/organizations/list", (c) => {
    const rows = db.prepare("SELECT id, slug, name FROM organizations ORDER BY name").all();
    return c.json({ data: rows });
  });

  r.get("/organizations/:key", (c) => {
    const org = findOrganization(db, c.req.param("key"));
    if (!org) throw notFound("Organization not found.");
    const user = c.get("user");
    const locale = requestLocale(c);
    const text = (column: string) => localizedValue<string | null>(org, column, locale);
    const featured = db
      .prepare(
        `SELECT c.id, c.slug, c.title, c.sub_title AS description, ${localized("f.name", locale)} AS field, c.avg_rating, c.reviews_count, c.price, c.sale_price, c.pricing
         FROM courses c LEFT JOIN fields f ON f.id = c.field_id
         WHERE c.organization_id = ? AND c.published_at <= ?
         ORDER BY c.enrolments_count DESC, c.avg_rating DESC, c.id LIMIT ?`,
      )
      .all(org.id, clock.iso(), FEATURED_COURSES);
    const testimonials = db
      .prepare(
        `SELECT t.review, t.created_at, u.first_name, u.last_name, u.profile_path FROM organization_testimonials t
         JOIN users u ON u.id = t.user_id WHERE t.organization_id = ? ORDER BY t.created_at DESC LIMIT 12`,
      )
      .all(org.id) as { review: string; created_at: string; first_name: string; last_name: string; profile_path: string | null }[];
    const following = user ? !!db.prepare("SELECT 1 FROM organization_followers WHERE organization_id = ? AND user_id = ?").get(org.id, user.id) : false;
    const contact = org.show_contact_info === 1;
    return c.json({
      canonical_slug: org.slug,
      data: {
        id: org.id,
        slug: org.slug,
        canonical_slug: org.slug,
        name: org.name,
        logo: mediaUrl(config, org.logo),
        motto: text("motto"),
        about: text("about"),
        industry: text("industry"),
        address: org.address,
        city: org.city,
        state: org.state,
        country: org.country,
        followers: org.followers_count,
        reviews_count: org.reviews_count,
        average_rating: org.average_rating,
        courses_count: org.courses_count,
        exams_count: org.exams_count,
        following,
        featured_courses: featured,
        why_choose_us: text("why_choose_us"),
        reviews: testimonials.map((t) => ({
          review: t.review,
          since: since(t.created_at),
          created_at: t.created_at,
          user: { name: `${t.first_name} ${t.last_name}`.trim(), profile: mediaUrl(config, t.profile_path) },
        })),
        show_contact_info: contact,
        email: contact ? org.email : null,
        phone: contact ? org.phone : null,
        opening_hours: org.opening_hours || DEFAULT_OPENING_HOURS,
        social_links: JSON.parse(org.social_links_json),
      },
    });
  });

  // Follow is a toggle, as the profile's button is.
  r.post("/organizations/:key/follow", (c) => {
    const user = requireUser(c);
    const org = findOrganization(db, c.req.param("key"));
    if (!org) throw notFound("Organization not found.");
    const following = db.transaction(() => {
      const removed = db.prepare("DELETE FROM organization_followers WHERE organization_id = ? AND user_id = ?").run(org.id, user.id);
      if (removed.changes > 0) return false;
      db.prepare("INSERT INTO organization_followers (organization_id, user_id, created_at) VALUES (?, ?, ?)").run(org.id, user.id, clock.iso());
      return true;
    })();
    const followers = (db.prepare("SELECT COUNT(*) n FROM organization_followers WHERE organization_id = ?").get(org.id) as { n: number }).n;
    return c.json({
      message: following ? "You are now following this organization!" : "You have unfollowed this organization.",
      following,
      followers,
    });
  });

  return r;
}
