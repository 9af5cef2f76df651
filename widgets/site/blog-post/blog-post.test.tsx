import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, toastText, until } from "#tests/support/dom.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

freshPageEachTest("/blog/study-plan");

beforeAll(async () => {
  await import("../define.ts");
});
afterEach(() => vi.restoreAllMocks());

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const post = {
  id: 4,
  slug: "study-plan",
  title: "A study plan for the <b>GCE</b>",
  content: "<p>Start early.</p>",
  thumbnail: "https://cdn.example/t.jpg",
  image: "https://cdn.example/i.jpg",
  category: { name: "Personal Development" },
  user: {
    name: "Mireille Ngo Bassa",
    avatar: null,
    bio: "Education writer in Douala.",
    facebook: "https://www.facebook.com/mireille",
    twitter: "javascript:alert(1)",
    linkedin: null,
    instagram: "https://www.instagram.com/mireille",
  },
  organization: { name: "Buea Study Centre", logo: null, about: "Evening classes for GCE candidates." },
  tags: ["exams", "planning"],
  related_posts: [{ slug: "revision", title: "Revision that sticks", thumbnail: null, published_at: "2026-09-01T08:00:00Z" }],
  published_at: "2026-10-02T09:00:00Z",
  since: "1 month ago",
};

describe("<lp-blog-post>", () => {
  it("shows the post of the address: title as text, picture, content, tags, author with safe social links, organization, related posts", async () => {
    const calls = mockFetch(() => json({ data: post }));
    const r = shadow(await mount("lp-blog-post"));
    await until(() => !!r.querySelector(".post-title"));
    expect(calls.calls[0].url.pathname).toMatch(/\/posts\/study-plan$/);
    expect(text(r.querySelector(".post-title"))).toBe("A study plan for the <b>GCE</b>");
    expect(r.querySelector(".post-title b")).toBeNull();
    expect(r.querySelector<HTMLImageElement>(".post-image")?.getAttribute("src")).toBe("https://cdn.example/i.jpg");
    expect(r.querySelector(".post-image")?.getAttribute("loading")).toBeNull();
    expect(text(r.querySelector(".post-content"))).toBe("Start early.");
    expect([...r.querySelectorAll(".post-tags li")].map(text)).toEqual(["#exams", "#planning"]);
    expect([...r.querySelectorAll(".post-socials a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://www.facebook.com/mireille",
      "https://www.instagram.com/mireille",
    ]);
    expect(r.querySelector(".post-socials a")?.getAttribute("aria-label")).toBe("Mireille Ngo Bassa on Facebook");
    expect(text(r.querySelector("[part='organization']"))).toContain("Buea Study Centre");
    expect(r.querySelector(".post-related-link")?.getAttribute("href")).toBe("/blog/revision");
    expect([...r.querySelectorAll(".crumbs li")].map(text)).toEqual(["Home", "Blog", "A study plan for the <b>GCE</b>"]);
  });

  it("copies its link with 'Link copied to clipboard!' and a tooltip gone after 1.2 s", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    mockFetch(() => json({ data: post }));
    const r = shadow(await mount("lp-blog-post"));
    await until(() => !!r.querySelector(".lp-share-copy-button"));
    await click(r.querySelector<HTMLButtonElement>(".lp-share-copy-button")!);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/blog/study-plan`);
    await until(() => expect(toastText()).toContain("Link copied to clipboard!"));
    expect(text(r.querySelector(".lp-share-tooltip"))).toBe("Copied!");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(r.querySelector(".lp-share-tooltip")).not.toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(r.querySelector(".lp-share-tooltip")).toBeNull();
  });

  it("says 'Error loading post:' with the server's message, and leads back to the blog", async () => {
    mockFetch(() => json({ message: "Post not found." }, 404));
    const r = shadow(await mount("lp-blog-post"));
    await until(() => !!r.querySelector(".lp-error"));
    expect(text(r.querySelector(".lp-error p"))).toBe("Error loading post: Post not found.");
    expect(r.querySelector(".post-back")?.getAttribute("href")).toBe("/blog");
  });

  it("shows an error, not a crash, for an answer without a post", async () => {
    mockFetch(() => json({ data: { title: 3 } }));
    const r = shadow(await mount("lp-blog-post"));
    await until(() => !!r.querySelector(".lp-error"));
    expect(text(r.querySelector(".lp-error p"))).toBe("An unexpected error occurred.");
  });

  it("gives the post's own words their language (title, content, tags, related titles) and the page's words the page's", async () => {
    const french = {
      ...post,
      language: "fr",
      related_posts: [
        { ...post.related_posts[0], language: "fr" },
        { slug: "revision-en", title: "Revision", thumbnail: null, published_at: null, language: "en" },
      ],
    };
    mockFetch(() => json({ data: french }));
    const r = shadow(await mount("lp-blog-post"));
    await until(() => !!r.querySelector(".post-title"));
    expect(r.querySelector(".post-title")?.getAttribute("lang")).toBe("fr");
    expect(r.querySelector(".post-content")?.getAttribute("lang")).toBe("fr");
    expect([...r.querySelectorAll(".post-tags li")].map((li) => li.getAttribute("lang"))).toEqual(["fr", "fr"]);
    expect([...r.querySelectorAll(".post-related-title")].map((title) => title.getAttribute("lang"))).toEqual(["fr", "en"]);
    expect(r.querySelector(".post-meta")?.closest("[lang='fr']")).toBeNull();
    expect(r.querySelector("[part='author'] h2")?.closest("[lang='fr']")).toBeNull();
  });

  it("says no language where the answer gives none", async () => {
    mockFetch(() => json({ data: post }));
    const r = shadow(await mount("lp-blog-post"));
    await until(() => !!r.querySelector(".post-title"));
    for (const selector of [".post-title", ".post-content", ".post-tags li", ".post-related-title"]) {
      expect(r.querySelector(selector)?.hasAttribute("lang"), selector).toBe(false);
    }
  });

  it("speaks French", async () => {
    locale.value = "fr";
    mockFetch(() => json({ data: post }));
    const r = shadow(await mount("lp-blog-post"));
    await until(() => !!r.querySelector(".post-related"));
    expect(text(r.querySelector(".post-related h2"))).toBe("Articles similaires");
    expect(text(r.querySelector(".post-meta"))).toContain("Par Mireille Ngo Bassa");
  });
});
