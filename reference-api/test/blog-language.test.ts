import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { seedForTests } from "./seeded.ts";

/**
 * The blog is written in both languages, and a reader is shown the posts in their own language
 * (Accept-Language) first, then the others, each newest first, across pages and categories.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());

const FR = { "Accept-Language": "fr-CM,fr;q=0.9" };
const EN = { "Accept-Language": "en-GB,en;q=0.9" };
type Card = { slug: string; published_at: string; language?: string; category: { id: number; name: string } | null };
const read = (path: string, headers: Record<string, string>) => api.call("GET", path, { headers });
const all = <T = any>(sql: string, ...args: unknown[]) => api.deps.db.prepare(sql).all(...args) as T[];
const stored = () =>
  all<{ slug: string; language: string; category_id: number }>(
    "SELECT slug, language, category_id FROM posts WHERE published_at <= ?",
    new Date().toISOString(),
  );

/** Every page of the list at `path`, as a reader of that language pages through it. */
async function everyPage(path: string, headers: Record<string, string>): Promise<Card[]> {
  const cards: Card[] = [];
  const join = path.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const r = await read(`${path}${join}page=${page}`, headers);
    expect(r.status).toBe(200);
    expect(r.body.meta.current_page).toBe(page);
    cards.push(...r.body.data);
    if (page >= r.body.meta.last_page) return cards;
    expect(page).toBeLessThan(50);
  }
}

/** The reader's language first, then the other; each newest first. */
function expectReadersLanguageFirst(cards: Card[], language: "en" | "fr") {
  const languages = cards.map((card) => card.language);
  const own = languages.filter((l) => l === language).length;
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(cards.length);
  expect(languages).toEqual([...Array(own).fill(language), ...Array(cards.length - own).fill(language === "fr" ? "en" : "fr")]);
  for (const group of [cards.slice(0, own), cards.slice(own)]) {
    const dates = group.map((card) => Date.parse(card.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  }
}

describe("the blog's languages", () => {
  it("writes at least a third of the posts in French, and says each post's language", async () => {
    const posts = stored();
    const french = posts.filter((post) => post.language === "fr");
    expect(french.length / posts.length).toBeGreaterThanOrEqual(1 / 3);
    expect(posts.every((post) => post.language === "en" || post.language === "fr")).toBe(true);

    const listed = (await read("/api/posts?limit=100", FR)).body.data as Card[];
    expect(Object.fromEntries(listed.map((card) => [card.slug, card.language]))).toEqual(Object.fromEntries(posts.map((post) => [post.slug, post.language])));
    const post = (await read(`/api/posts/${french[0].slug}`, EN)).body.data;
    expect(post.language).toBe("fr");
  });

  it("lists a French reader's posts French first and an English reader's English first, each newest first", async () => {
    expectReadersLanguageFirst((await read("/api/posts?limit=100", FR)).body.data, "fr");
    expectReadersLanguageFirst((await read("/api/posts?limit=100", EN)).body.data, "en");
    // A reader whose languages the API does not speak reads as an English one.
    expect((await read("/api/posts?limit=3", { "Accept-Language": "de" })).body.data.map((c: Card) => c.language)).toEqual(["en", "en", "en"]);
  });

  it("keeps that order across pages, with every post once, at the default size and a small one", async () => {
    const slugs = stored()
      .map((post) => post.slug)
      .sort();
    for (const [headers, language] of [
      [FR, "fr"],
      [EN, "en"],
    ] as const) {
      for (const path of ["/api/posts", "/api/posts?limit=4"]) {
        const cards = await everyPage(path, headers);
        expect(cards.map((card) => card.slug).sort(), `${language} ${path}`).toEqual(slugs);
        expectReadersLanguageFirst(cards, language);
        expect(cards).toEqual((await read("/api/posts?limit=100", headers)).body.data);
      }
    }
  });

  it("filters by category in the same order, the category named in the reader's language", async () => {
    const posts = stored();
    // A category with posts in both languages shows the order inside a filter.
    const [categoryId] = [...new Set(posts.map((post) => post.category_id))].filter((id) => {
      const languages = new Set(posts.filter((post) => post.category_id === id).map((post) => post.language));
      return languages.size === 2;
    });
    expect(categoryId).toBeDefined();
    const expected = posts
      .filter((post) => post.category_id === categoryId)
      .map((post) => post.slug)
      .sort();
    for (const [headers, language] of [
      [FR, "fr"],
      [EN, "en"],
    ] as const) {
      const first = await read(`/api/posts?category=${categoryId}&limit=2`, headers);
      expect(first.body.meta.total).toBe(expected.length);
      const cards = await everyPage(`/api/posts?category=${categoryId}&limit=2`, headers);
      expect(cards.map((card) => card.slug).sort()).toEqual(expected);
      expect(new Set(cards.map((card) => card.category?.id))).toEqual(new Set([categoryId]));
      expectReadersLanguageFirst(cards, language);
    }
  });

  it("relates a post to others in its own language first", async () => {
    const posts = stored();
    for (const post of posts) {
      const related = (await read(`/api/posts/${post.slug}`, EN)).body.data.related_posts as { slug: string; language: string }[];
      const others = posts.filter((other) => other.language === post.language && other.slug !== post.slug);
      // Each language has enough posts to fill the list on its own.
      expect(others.length).toBeGreaterThanOrEqual(3);
      expect(
        related.map((r) => r.language),
        post.slug,
      ).toEqual([post.language, post.language, post.language]);
      // Then the same category is the most related.
      const sameCategory = others.filter((other) => other.category_id === post.category_id).map((other) => other.slug);
      for (const slug of sameCategory.slice(0, 3))
        expect(
          related.map((r) => r.slug),
          `${post.slug} relates to ${slug}`,
        ).toContain(slug);
    }
  });

  it("keeps a cached list per language: the French and English orders never cross", async () => {
    // A query of its own, so no earlier read in this file has warmed the entries.
    const path = "/api/posts?from=blog-language-cache";
    const english = await read(path, EN);
    const french = await read(path, FR);
    expect([english.headers.get("x-cache"), french.headers.get("x-cache")]).toEqual(["miss", "miss"]);
    expect(english.body.data[0].language).toBe("en");
    expect(french.body.data[0].language).toBe("fr");
    const [englishAgain, frenchAgain] = [await read(path, EN), await read(path, FR)];
    expect([englishAgain.headers.get("x-cache"), frenchAgain.headers.get("x-cache")]).toEqual(["hit", "hit"]);
    expect(englishAgain.body).toEqual(english.body);
    expect(frenchAgain.body).toEqual(french.body);
    expect(french.headers.get("vary")).toMatch(/Accept-Language/);
  });
});
