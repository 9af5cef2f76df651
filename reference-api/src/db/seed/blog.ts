import type { Database } from "../connection.ts";
import { BLOG_AUTHORS, BLOG_POSTS, type BlogAuthor, type BlogPost } from "./blog-posts.ts";
import { BLOG_AUTHORS_FR, BLOG_POSTS_FR } from "./blog-posts-fr.ts";
import { avatar, coverImages } from "./images.ts";
import type { SeededOrganization } from "./organizations.ts";
import type { SeedFiles } from "./storage.ts";
import { CATEGORIES } from "./taxonomy.ts";
import { secondsAgo } from "./timeline.ts";

/** Each language's writers and their posts; a post's `author` indexes its own list. */
const WRITTEN: { language: "en" | "fr"; authors: BlogAuthor[]; posts: BlogPost[] }[] = [
  { language: "en", authors: BLOG_AUTHORS, posts: BLOG_POSTS },
  { language: "fr", authors: BLOG_AUTHORS_FR, posts: BLOG_POSTS_FR },
];

export function seedBlog(db: Database, files: SeedFiles, now: Date, organizations: SeededOrganization[]): string[] {
  const insertAuthor = db.prepare(`
    INSERT INTO blog_authors (name, avatar, bio, facebook, twitter, linkedin, instagram)
    VALUES (@name, @avatar, @bio, @facebook, @twitter, @linkedin, @instagram)`);
  const insertPost = db.prepare(`
    INSERT INTO posts (slug, title, content, thumbnail, image, category_id, author_id, organization_id, tags_json, published_at, language)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const organizationIds = new Map(organizations.map((org) => [org.slug, org.id]));
  // Numbered across both languages, so the English posts keep the pictures and times they had alone.
  let authorIndex = 0;
  let postIndex = 0;
  return WRITTEN.flatMap(({ language, authors, posts }) => {
    const authorIds = authors.map((author) => {
      authorIndex++;
      return Number(insertAuthor.run({ ...author, avatar: avatar(files, `authors/author-${authorIndex}`, author.name, authorIndex + 2) }).lastInsertRowid);
    });
    return posts.map((post) => {
      const index = postIndex++;
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
        language,
      );
      return post.slug;
    });
  });
}
