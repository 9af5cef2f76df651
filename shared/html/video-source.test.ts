import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "#shared/config/runtime.ts";
import { introVideo, vimeoEmbedUrl, watchUrl, youtubeId } from "./video-source.ts";

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

describe("introVideo, for the other hosts that let their player be framed", () => {
  beforeEach(() => {
    window.lpConfig = { dailymotionPlayerId: "x1b2c3" };
    resetConfig();
  });
  afterEach(() => {
    delete window.lpConfig;
    resetConfig();
  });
  const dailymotion = {
    kind: "frame",
    host: "dailymotion",
    src: "https://geo.dailymotion.com/player/x1b2c3.html?video=x8abc12",
    watch: "https://www.dailymotion.com/video/x8abc12",
  };
  it.each([
    "https://www.dailymotion.com/video/x8abc12",
    "https://dailymotion.com/video/x8abc12",
    "http://www.dailymotion.com/video/x8abc12?playlist=x6hynp",
    "https://www.dailymotion.com/video/x8abc12_introduction-aux-reseaux_school",
    "https://dai.ly/x8abc12",
    "dai.ly/x8abc12",
    "https://www.dailymotion.com/embed/video/x8abc12?autoplay=1",
    "https://geo.dailymotion.com/player.html?video=x8abc12",
    "https://geo.dailymotion.com/player/x1b2c3.html?video=x8abc12",
  ])("embeds Dailymotion from %s", (url) => {
    expect(introVideo(url)).toEqual(dailymotion);
  });

  it("links to a Dailymotion video when the platform has no Player ID: Dailymotion refuses such embeds", () => {
    delete window.lpConfig;
    resetConfig();
    expect(introVideo("https://dai.ly/x8abc12")).toEqual({ kind: "link", url: "https://dai.ly/x8abc12" });
    window.lpConfig = { dailymotionPlayerId: "x1/../../evil" };
    resetConfig();
    expect(introVideo("https://dai.ly/x8abc12")).toEqual({ kind: "link", url: "https://dai.ly/x8abc12" });
  });

  const drive = (key = "") => ({
    kind: "frame",
    host: "drive",
    src: `https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/preview${key}`,
    watch: `https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view${key}`,
  });
  it.each([
    "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view?usp=sharing",
    "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view?usp=drive_link",
    "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/preview",
    "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/edit",
    "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123",
    "https://drive.google.com/open?id=1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123",
    "https://drive.google.com/uc?export=download&id=1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123",
    "drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view",
  ])("embeds a Google Drive file's preview from %s", (url) => {
    expect(introVideo(url)).toEqual(drive());
  });

  it("keeps the resource key an older Drive link needs, and only a well-formed one", () => {
    expect(introVideo("https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view?usp=sharing&resourcekey=0-Ab3dEf_gh-IJ")).toEqual(
      drive("?resourcekey=0-Ab3dEf_gh-IJ"),
    );
    expect(introVideo("https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view?resourcekey=0%26autoplay%3D1")).toEqual(drive());
  });

  const loom = {
    kind: "frame",
    host: "loom",
    src: "https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184",
    watch: "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
  };
  it.each([
    "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
    "https://loom.com/share/0281766fa2d04bb788eaf19e65135184?sid=abc",
    "https://www.loom.com/share/Cours-1-Les-reseaux-0281766fa2d04bb788eaf19e65135184",
    "https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184",
  ])("embeds Loom from %s", (url) => {
    expect(introVideo(url)).toEqual(loom);
  });

  it.each(["https://monecole.wistia.com/medias/a1b2c3d4e5", "https://fast.wistia.net/embed/iframe/a1b2c3d4e5?videoFoam=true"])(
    "embeds Wistia from %s",
    (url) => {
      const src = "https://fast.wistia.net/embed/iframe/a1b2c3d4e5";
      expect(introVideo(url)).toEqual({ kind: "frame", host: "wistia", src, watch: src });
    },
  );

  it.each([
    ["a look-alike Dailymotion host", "https://dailymotion.com.evil.cm/video/x8abc12"],
    ["Dailymotion's short host in another site's path", "https://evil.cm/dai.ly/x8abc12"],
    ["another Dailymotion subdomain", "https://evil.dailymotion.com/video/x8abc12"],
    ["user info hiding the real host", "https://www.dailymotion.com@evil.cm/video/x8abc12"],
    ["a Dailymotion id without its x", "https://www.dailymotion.com/video/8abc12"],
    ["a Dailymotion id too short", "https://dai.ly/x8ab"],
    ["a Dailymotion id with markup", "https://geo.dailymotion.com/player.html?video=x8abc12%22%3E%3Cscript%3E"],
    ["a Dailymotion id followed by a path", "https://www.dailymotion.com/video/x8abc12/extra"],
    ["a Dailymotion player page without a video", "https://geo.dailymotion.com/player.html?playlist=x6hynp"],
    ["a Dailymotion channel", "https://www.dailymotion.com/monecole"],
    ["a look-alike Drive host", "https://drive.google.com.evil.cm/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view"],
    ["a Drive id too short", "https://drive.google.com/file/d/1AbC/view"],
    ["a Drive id with a character outside its alphabet", "https://drive.google.com/open?id=1AbC_dEf-GhIjKlMnOpQrStUvWxYz01%2F23"],
    ["a Drive folder", "https://drive.google.com/drive/folders/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123"],
    ["another Google site's file", "https://sites.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view"],
    ["a look-alike Loom host", "https://loom.com.evil.cm/share/0281766fa2d04bb788eaf19e65135184"],
    ["a Loom id that is not 32 hex digits", "https://www.loom.com/share/0281766fa2d04bb788eaf19e6513518z"],
    ["a Wistia look-alike", "https://monecole.wistia.com.evil.cm/medias/a1b2c3d4e5"],
    ["a Wistia id of the wrong length", "https://fast.wistia.net/embed/iframe/a1b2c3d4e5f"],
  ])("does not embed %s", (_, url) => {
    expect(introVideo(url)?.kind).toBe("link");
  });

  it.each([
    ["a javascript: link", "javascript:alert(1)//https://dai.ly/x8abc12"],
    ["a data: link", "data:text/html,https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184"],
    ["an ftp: link", "ftp://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view"],
    ["a protocol-relative link", "//www.dailymotion.com/video/x8abc12"],
  ])("shows nothing for %s", (_, url) => {
    expect(introVideo(url)).toBeNull();
  });

  it("links each to the video's own page", () => {
    expect(watchUrl(introVideo("https://dai.ly/x8abc12")!)).toBe("https://www.dailymotion.com/video/x8abc12");
    expect(watchUrl(introVideo("https://drive.google.com/open?id=1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123")!)).toBe(
      "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view",
    );
    expect(watchUrl(introVideo("https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184")!)).toBe(
      "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
    );
  });
});
