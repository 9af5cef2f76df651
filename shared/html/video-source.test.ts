import { describe, expect, it } from "vitest";
import { introVideo, vimeoEmbedUrl, youtubeId } from "./video-source.ts";

describe("youtubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?feature=share&v=a_b-C1d2E3f", "a_b-C1d2E3f"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0", "dQw4w9WgXcQ"],
    ["http://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  youtu.be/dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
  ])("reads %s as %s", (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    ["10 characters", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["12 characters", "https://www.youtube.com/watch?v=dQw4w9WgXcQQ"],
    ["12 characters after youtu.be", "https://youtu.be/dQw4w9WgXcQQ"],
    ["an empty id", "https://www.youtube.com/watch?v="],
    ["characters outside the id alphabet", "https://www.youtube.com/watch?v=dQw4w9WgX%3Cs"],
    ["a path after the embed id", "https://www.youtube.com/embed/dQw4w9WgXcQ/extra"],
    ["another site with a YouTube-like query", "https://evil.example/watch?v=dQw4w9WgXcQ"],
    ["a look-alike host", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["user info hiding the real host", "https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ"],
    ["a javascript: link", "javascript:alert('dQw4w9WgXcQ')"],
    ["a data: link", "data:text/html,<script>alert(1)</script>"],
    ["markup", '"><img src=x onerror=alert(1)>'],
    ["nothing", ""],
    ["null", null],
  ])("finds no id in %s", (_, url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe("introVideo", () => {
  it("embeds YouTube only with a valid id", () => {
    expect(introVideo("https://youtu.be/dQw4w9WgXcQ")).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(introVideo("https://www.youtube.com/watch?v=short")).toEqual({ kind: "link", url: "https://www.youtube.com/watch?v=short" });
  });

  it("embeds Vimeo by numeric id, keeping the hash of an unlisted video", () => {
    expect(introVideo("https://vimeo.com/76979871")).toEqual({ kind: "vimeo", id: "76979871", hash: null });
    expect(introVideo("https://player.vimeo.com/video/76979871")).toEqual({ kind: "vimeo", id: "76979871", hash: null });
    expect(introVideo("https://vimeo.com/channels/staffpicks/76979871")).toEqual({ kind: "vimeo", id: "76979871", hash: null });
    expect(introVideo("https://vimeo.com/76979871/a1b2c3d4e5")).toEqual({ kind: "vimeo", id: "76979871", hash: "a1b2c3d4e5" });
    expect(introVideo("https://vimeo.com/not-a-number")?.kind).toBe("link");
    expect(introVideo("https://vimeo.evil.example/76979871")?.kind).toBe("link");
  });

  it("plays direct media files natively and links to anything else", () => {
    expect(introVideo("https://cdn.example.cm/intro.mp4")).toEqual({ kind: "file", url: "https://cdn.example.cm/intro.mp4" });
    expect(introVideo("https://cdn.example.cm/intro.WEBM?token=1")).toEqual({ kind: "file", url: "https://cdn.example.cm/intro.WEBM?token=1" });
    expect(introVideo("https://videos.example.cm/watch/123")).toEqual({ kind: "link", url: "https://videos.example.cm/watch/123" });
  });

  it("shows nothing for a missing or non-http link", () => {
    expect(introVideo(null)).toBeNull();
    expect(introVideo("   ")).toBeNull();
    expect(introVideo("javascript:alert(1)")).toBeNull();
    expect(introVideo("ftp://files.example.cm/intro.mp4")).toBeNull();
    expect(introVideo("not a url")).toBeNull();
  });

  it("builds Vimeo's no-tracking player address", () => {
    expect(vimeoEmbedUrl({ id: "76979871", hash: null })).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(vimeoEmbedUrl({ id: "76979871", hash: "a1b2c3d4e5" })).toBe("https://player.vimeo.com/video/76979871?dnt=1&h=a1b2c3d4e5");
  });
});
