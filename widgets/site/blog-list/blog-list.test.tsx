import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, until } from "#tests/support/dom.ts";
import { json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/blog");

beforeAll(async () => {
  await import("../define.ts");
});
afterEach(() => vi.restoreAllMocks());

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const categories = {
  data: [
    { id: 1, name: "Technology", fields: [] },
    { id: 4, name: "Health", fields: [] },
  ],
};
/** A post with only the contract's fields: no excerpt, the content whole. */
const post = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `post-${id}`,
  title: `Post number ${id}`,
  content: `<h2>Heading ${id}</h2><p>The body of post ${id}.</p><img src=x onerror="alert(1)">`,
  thumbnail: `https://cdn.example/p${id}.jpg`,
  image: null,
  category: { name: "Technology" },
  user: { name: "Mireille Ngo Bassa", avatar: null },
  tags: [],
  published_at: "2026-10-02T09:00:00Z",
  since: "1 month ago",
  ...extra,
});

function api(handler: (page: number, category: string | null) => Response | Promise<Response>) {
  return mockFetch((call) => {
    if (call.url.pathname.endsWith("/categories")) return json(categories);
    return handler(Number(call.url.searchParams.get("page")), call.url.searchParams.get("category"));
  });
}

describe("<lp-blog-list>", () => {
  it("shows a page of posts as cards (summary from the content, text only), the categories, and the pages", async () => {
    const calls = api((page) => json({ data: page === 1 ? [post(1), post(2)] : [post(3)], meta: { current_page: page, last_page: 2 } }));
    const r = shadow(await mount("lp-blog-list"));
    await until(() => r.querySelectorAll(".blog-card").length === 2);
    expect(text(r.querySelector("h1"))).toBe("Blog");
    expect(text(r.querySelector(".blog-card h2"))).toBe("Post number 1");
    expect(text(r.querySelector(".blog-card-summary"))).toBe("Heading 1 The body of post 1.");
    expect(r.querySelector(".blog-card img[src='x']")).toBeNull();
    expect(r.querySelector(".blog-card a")?.getAttribute("href")).toBe("/blog/post-1");
    expect(text(r.querySelector(".blog-card-byline"))).toContain("By Mireille Ngo Bassa");
    expect([...r.querySelectorAll(".blog-chip")].map(text)).toEqual(["All posts", "Technology", "Health"]);
    expect(r.querySelector(".blog-chip[aria-current='page']")?.textContent).toBe("All posts");
    expect(text(r.querySelector(".blog-pager-where"))).toBe("Page 1 of 2");
    expect(r.querySelector(".blog-pager a[rel='prev']")).toBeNull();
    expect(calls.to("/posts")[0].url.searchParams.get("page")).toBe("1");
    expect(calls.to("/posts")[0].headers.get("authorization")).toBeNull();
  });

  it("follows Next and a category in place: the address changes, the posts are read again, Back returns", async () => {
    const calls = api((page, category) =>
      json({ data: category === "4" ? [post(9)] : page === 1 ? [post(1)] : [post(3)], meta: { current_page: page, last_page: category ? 1 : 2 } }),
    );
    const r = shadow(await mount("lp-blog-list"));
    await until(() => !!r.querySelector(".blog-pager a[rel='next']"));
    await click(r.querySelector<HTMLAnchorElement>(".blog-pager a[rel='next']")!);
    await until(() => text(r.querySelector(".blog-card h2")) === "Post number 3");
    expect(location.search).toBe("?page=2");
    expect(text(r.querySelector(".blog-pager-where"))).toBe("Page 2 of 2");

    await click([...r.querySelectorAll<HTMLAnchorElement>(".blog-chip")].find((a) => text(a) === "Health")!);
    await until(() => text(r.querySelector(".blog-card h2")) === "Post number 9");
    expect(location.search).toBe("?category=4");
    expect(calls.to("/posts").at(-1)!.url.searchParams.get("category")).toBe("4");
    expect(r.querySelector(".blog-pager")).toBeNull();

    history.back();
    await until(() => text(r.querySelector(".blog-card h2")) === "Post number 3");
    expect(location.search).toBe("?page=2");
  });

  it("reads the page and category from the address it was opened with", async () => {
    history.replaceState(null, "", "/blog?category=1&page=3");
    const calls = api(() => json({ data: [post(5)], meta: { current_page: 3 } }));
    const r = shadow(await mount("lp-blog-list"));
    await until(() => !!r.querySelector(".blog-card"));
    const sent = calls.to("/posts")[0].url.searchParams;
    expect([sent.get("page"), sent.get("category")]).toEqual(["3", "1"]);
    expect(text(r.querySelector(".blog-pager-where"))).toBe("Page 3");
    expect(r.querySelector(".blog-chip[aria-current='page']")?.textContent).toBe("Technology");
  });

  it("says 'No posts found.', with a way back to the first page past the last one", async () => {
    history.replaceState(null, "", "/blog?page=7");
    api(() => json({ data: [], meta: { current_page: 7 } }));
    const r = shadow(await mount("lp-blog-list"));
    await until(() => text(r.querySelector(".lp-empty")).includes("No posts found."));
    expect(text(r.querySelector(".lp-empty a"))).toBe("Back to the first page");
  });

  it("shows the server's message after 'Error loading posts:', 'An unexpected error occurred.' without one, and retries", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    let fail: "message" | "network" | null = "message";
    api(() =>
      fail === "message" ? json({ message: "The blog is being updated." }, 422) : fail === "network" ? networkError() : json({ data: [post(1)], meta: {} }),
    );
    const r = shadow(await mount("lp-blog-list"));
    await until(() => text(r.querySelector(".lp-error")).includes("Error loading posts: The blog is being updated."));
    fail = "network";
    await click(r.querySelector<HTMLButtonElement>(".lp-error button")!);
    await until(() => text(r.querySelector(".lp-error p")) === "An unexpected error occurred.", 8000);
    fail = null;
    await click(r.querySelector<HTMLButtonElement>(".lp-error button")!);
    await until(() => !!r.querySelector(".blog-card"));
  });

  it("shows an error, not a blank, when the answer is not a list of posts", async () => {
    api(() => json({ data: [{ id: "x" }] }));
    const r = shadow(await mount("lp-blog-list"));
    await until(() => !!r.querySelector(".lp-error"));
    expect(text(r.querySelector(".lp-error p"))).toBe("An unexpected error occurred.");
  });

  it("badges a post written in another language than the page's and gives its title and summary their language", async () => {
    // A post whose language the API does not say, or says in a code the blog cannot name, is shown as before.
    const posts = [post(1, { language: "fr" }), post(2, { language: "en" }), post(3), post(4, { language: "de" })];
    const cards = async (page: "en" | "fr") => {
      locale.value = page;
      api(() => json({ data: posts, meta: {} }));
      const r = shadow(await mount("lp-blog-list"));
      await until(() => r.querySelectorAll(".blog-card").length === 4);
      return [...r.querySelectorAll(".blog-card")].map((card) => ({
        badge: card.querySelector(".media-card-language"),
        lang: [card.querySelector("h2")!.getAttribute("lang"), card.querySelector(".blog-card-summary")!.getAttribute("lang")],
      }));
    };

    const english = await cards("en");
    expect(english.map((card) => card.lang)).toEqual([
      ["fr", "fr"],
      ["en", "en"],
      [null, null],
      [null, null],
    ]);
    expect(english.map((card) => !!card.badge)).toEqual([true, false, false, false]);
    const badge = english[0].badge!;
    expect(text(badge.querySelector("[aria-hidden='true']"))).toBe("FR");
    expect(text(badge.querySelector(".lp-visually-hidden"))).toBe("In French");
    expect(badge.getAttribute("title")).toBe("In French");
    // The badge speaks the page's language, not the post's.
    expect(badge.closest("[lang='fr']")).toBeNull();
    await act(async () => document.body.replaceChildren());

    const french = await cards("fr");
    expect(french.map((card) => card.lang)).toEqual([
      ["fr", "fr"],
      ["en", "en"],
      [null, null],
      [null, null],
    ]);
    expect(french.map((card) => !!card.badge)).toEqual([false, true, false, false]);
    expect(text(french[1].badge!.querySelector("[aria-hidden='true']"))).toBe("EN");
    expect(text(french[1].badge!.querySelector(".lp-visually-hidden"))).toBe("En anglais");
    expect(french[1].badge!.getAttribute("title")).toBe("En anglais");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    api(() => json({ data: [], meta: {} }));
    const r = shadow(await mount("lp-blog-list"));
    await until(() => !!r.querySelector(".lp-empty"));
    expect(text(r.querySelector(".lp-empty"))).toBe("Aucun article trouvé.");
    expect(text(r.querySelector(".blog-chip"))).toBe("Tous les articles");
  });
});
