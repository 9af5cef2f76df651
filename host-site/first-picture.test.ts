import { describe, expect, it, vi } from "vitest";
import { firstPictures, pageLanguage, preloadLink } from "./first-picture.ts";

const answer = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first picture a page names in its Link header", () => {
  it("asks the API at start, so the first visitor's page already names the home page's first course picture", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith("/courses/popular") ? answer({ data: [{ image_medium: "https://cdn.example/a b.jpg" }] }) : answer({ data: [] }),
    );
    const pictureOf = firstPictures("https://api.example/api", fetcher as typeof fetch);
    await settle();
    await settle();
    expect(pictureOf("/")).toBe("https://cdn.example/a%20b.jpg");
    expect(pictureOf("/blog")).toBeNull();
    expect(pictureOf("/about")).toBeNull();
    expect(preloadLink("https://cdn.example/a%20b.jpg")).toBe("<https://cdn.example/a%20b.jpg>; rel=preload; as=image; fetchpriority=high");
    // Kept: a later visit does not ask again within the minute.
    const calls = fetcher.mock.calls.length;
    pictureOf("/");
    expect(fetcher.mock.calls.length).toBe(calls);
  });

  it("names nothing for an address that is not http(s), a failed call or an answer of another shape", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      const u = String(url);
      if (u.endsWith("/courses/popular")) return answer({ data: [{ image_medium: "javascript:alert(1)" }] });
      if (u.includes("/posts")) return answer({ message: "Server Error" }, 500);
      throw new TypeError("fetch failed");
    });
    const pictureOf = firstPictures("https://api.example/api", fetcher as typeof fetch);
    await settle();
    await settle();
    expect(["/", "/courses", "/blog"].map((page) => pictureOf(page))).toEqual([null, null, null]);
  });

  it("names the first picture of the list in the reader's language: a French reader's blog starts with a French post", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const language = new Headers(init?.headers).get("Accept-Language");
      return String(url).includes("/posts") ? answer({ data: [{ thumbnail: `https://cdn.example/${language}.jpg` }] }) : answer({ data: [] });
    });
    const pictureOf = firstPictures("https://api.example/api", fetcher as typeof fetch);
    await settle();
    await settle();
    expect(pictureOf("/blog", "fr")).toBe("https://cdn.example/fr.jpg");
    expect(pictureOf("/blog", "en")).toBe("https://cdn.example/en.jpg");
  });

  it("reads the page's language from the reader's languages as the widgets do, English otherwise", () => {
    expect(pageLanguage("fr-CM,fr;q=0.9,en-US;q=0.8")).toBe("fr");
    expect(pageLanguage("de-DE,fr;q=0.7,en;q=0.8")).toBe("en");
    expect(pageLanguage("de-DE,fr;q=0.7")).toBe("fr");
    expect(pageLanguage("fr;q=0,en")).toBe("en");
    expect(pageLanguage(undefined)).toBe("en");
    expect(pageLanguage("")).toBe("en");
  });
});
