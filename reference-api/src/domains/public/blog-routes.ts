import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { localized, requestLocale } from "../../http/lang/locale.ts";
import { pageMeta, readPage } from "../../http/paging.ts";
import { mediaUrl } from "../../media.ts";
import { clock, since } from "../../time.ts";

const RELATED_POSTS = 3;

export function blogRoutes({ db, config }: Deps) {
  const r = new Hono<AppEnv>();

  /** A category given by id or by name, in either language. */
  const categoryFilter = (raw: string | undefined): number | null => {
    const value = raw?.trim();
    if (!value) return null;
    if (value.length > 100) throw invalid({ category: ["The category field must not be greater than 100 characters."] });
    const row = db
      .prepare("SELECT id FROM categories WHERE id = ? OR name = ? COLLATE NOCASE OR name_fr = ? COLLATE NOCASE")
      .get(Number(value) || 0, value, value) as { id: number } | undefined;
    return row?.id ?? -1; // an unknown category matches nothing, as an empty result
  };

  /**
   * Posts in the reader's language (Accept-Language) come first, then the others, each newest
   * first: a French reader is not shown a page of English before the first French post.
   */
  r.get("/posts", (c) => {
    const locale = requestLocale(c);
    const query = c.req.query();
    const page = readPage(query, 9);
    const category = categoryFilter(query.category);
    const where = `p.published_at <= ?${category === null ? "" : " AND p.category_id = ?"}`;
    const args: (string | number)[] = category === null ? [clock.iso()] : [clock.iso(), category];
    const total = (db.prepare(`SELECT COUNT(*) n FROM posts p WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT p.id, p.slug, p.title, p.content, p.thumbnail, p.image, p.tags_json, p.published_at, p.language,
           cat.id AS category_id, ${localized("cat.name", locale)} AS category_name, a.name AS author_name, a.avatar AS author_avatar
         FROM posts p LEFT JOIN categories cat ON cat.id = p.category_id LEFT JOIN blog_authors a ON a.id = p.author_id
         WHERE ${where} ORDER BY p.language = ? DESC, p.published_at DESC, p.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, locale, page.limit, page.offset) as Record<string, any>[];
    return c.json({
      data: rows.map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        excerpt: excerpt(p.content),
        thumbnail: mediaUrl(config, p.thumbnail),
        image: mediaUrl(config, p.image),
        category: p.category_id ? { id: p.category_id, name: p.category_name } : null,
        user: { name: p.author_name, avatar: mediaUrl(config, p.author_avatar) },
        tags: JSON.parse(p.tags_json),
        published_at: p.published_at,
        since: since(p.published_at),
        language: p.language,
      })),
      meta: pageMeta(page, total, rows.length),
    });
  });

  r.get("/posts/:slug", (c) => {
    const locale = requestLocale(c);
    const p = db
      .prepare(
        `SELECT p.*, ${localized("cat.name", locale)} AS category_name, a.name AS a_name, a.avatar AS a_avatar, a.bio AS a_bio, a.facebook, a.twitter,
           a.linkedin, a.instagram, o.name AS o_name, o.logo AS o_logo, ${localized("o.about", locale)} AS o_about, o.slug AS o_slug
         FROM posts p LEFT JOIN categories cat ON cat.id = p.category_id LEFT JOIN blog_authors a ON a.id = p.author_id
         LEFT JOIN organizations o ON o.id = p.organization_id
         WHERE p.slug = ? AND p.published_at <= ?`,
      )
      .get(c.req.param("slug"), clock.iso()) as Record<string, any> | undefined;
    if (!p) throw notFound("Post not found.");
    // Read in the post's own language before its category: a reader who came for French stays in French.
    const related = db
      .prepare(
        `SELECT slug, title, thumbnail, published_at, language FROM posts WHERE id != ? AND published_at <= ?
         ORDER BY language = ? DESC, (category_id IS ?) DESC, published_at DESC, id DESC LIMIT ?`,
      )
      .all(p.id, clock.iso(), p.language, p.category_id, RELATED_POSTS) as Record<string, any>[];
    return c.json({
      data: {
        id: p.id,
        slug: p.slug,
        title: p.title,
        content: p.content,
        thumbnail: mediaUrl(config, p.thumbnail),
        image: mediaUrl(config, p.image),
        category: p.category_id ? { id: p.category_id, name: p.category_name } : null,
        user: {
          name: p.a_name,
          avatar: mediaUrl(config, p.a_avatar),
          bio: p.a_bio,
          facebook: p.facebook,
          twitter: p.twitter,
          linkedin: p.linkedin,
          instagram: p.instagram,
        },
        organization: p.o_name ? { name: p.o_name, slug: p.o_slug, logo: mediaUrl(config, p.o_logo), about: p.o_about } : null,
        tags: JSON.parse(p.tags_json),
        related_posts: related.map((rp) => ({ ...rp, thumbnail: mediaUrl(config, rp.thumbnail) })),
        published_at: p.published_at,
        since: since(p.published_at),
        language: p.language,
      },
    });
  });

  return r;
}

/** Plain text of the first ~200 characters, for list cards. */
function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}...` : text;
}
