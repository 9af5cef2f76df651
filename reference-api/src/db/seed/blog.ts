import type { Database } from "../connection.ts";
import { BLOG_AUTHORS, BLOG_POSTS } from "./blog-posts.ts";
import { avatar, coverImages } from "./images.ts";
import type { SeededOrganization } from "./organizations.ts";
import type { SeedFiles } from "./storage.ts";
import { CATEGORIES } from "./taxonomy.ts";
import { secondsAgo } from "./timeline.ts";

export function seedBlog(db: Database, files: SeedFiles, now: Date, organizations: SeededOrganization[]): string[] {
  const insertAuthor = db.prepare(`
    INSERT INTO blog_authors (name, avatar, bio, facebook, twitter, linkedin, instagram)
    VALUES (@name, @avatar, @bio, @facebook, @twitter, @linkedin, @instagram)`);
  const insertPost = db.prepare(`
    INSERT INTO posts (slug, title, content, thumbnail, image, category_id, author_id, organization_id, tags_json, published_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const authorIds = BLOG_AUTHORS.map((author, index) =>
    Number(insertAuthor.run({ ...author, avatar: avatar(files, `authors/author-${index + 1}`, author.name, index + 3) }).lastInsertRowid),
  );
  const organizationIds = new Map(organizations.map((org) => [org.slug, org.id]));
  return BLOG_POSTS.map((post, index) => {
    const category = CATEGORIES.find((c) => c.name === post.category);
    if (!category) throw new Error(`Unknown blog category "${post.category}"`);
    const images = coverImages(files, index * 7 + 3);
    // A few hours' offset per post keeps publication times distinct and not all on the hour.
    const publishedAt = secondsAgo(now, post.publishedDaysAgo * 86400 + (index + 1) * 3 * 3600);
    insertPost.run(
      post.slug,
      post.title,
      post.content,
      images.imageMedium,
      images.image,
      category.id,
      authorIds[post.author],
      post.organization ? organizationIds.get(post.organization)! : null,
      JSON.stringify(post.tags),
      publishedAt,
    );
    return post.slug;
  });
}
