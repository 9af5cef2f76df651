import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLowData } from "#shared/config/low-data.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { VideoView } from "./video-view.tsx";

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
  locale.value = "en";
  delete window.lpConfig;
  resetConfig();
});

async function lesson(url: string, onWatched = vi.fn()) {
  window.lpConfig = { dailymotionPlayerId: "x1b2c3" };
  resetConfig();
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<VideoView url={url} title="Les adresses IP" done={false} onWatched={onWatched} />));
  return host;
}

describe("a video lesson from a host whose player is framed as it is", () => {
  it.each([
    [
      "Dailymotion",
      "https://www.dailymotion.com/video/x8abc12",
      "https://geo.dailymotion.com/player/x1b2c3.html?video=x8abc12",
      "https://www.dailymotion.com/video/x8abc12",
    ],
    [
      "Google Drive",
      "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view?usp=sharing",
      "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/preview",
      "https://drive.google.com/file/d/1AbC_dEf-GhIjKlMnOpQrStUvWxYz0123/view",
    ],
    [
      "Loom",
      "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
      "https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184",
      "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
    ],
  ])("plays %s in its player, titled by the lesson, with the video to open on its site", async (_, url, src, page) => {
    const host = await lesson(url);
    const frame = host.querySelector<HTMLIFrameElement>(".cp-video-box iframe")!;
    expect(frame.getAttribute("src")).toBe(src);
    expect(frame.title).toBe("Video: Les adresses IP");
    expect(frame.getAttribute("allow")).toBe("fullscreen; picture-in-picture");
    expect(frame.hasAttribute("allowfullscreen")).toBe(true);
    expect(frame.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    const open = [...host.querySelectorAll("a")].find((a) => a.textContent?.startsWith("Open the video"))!;
    expect(open.getAttribute("href")).toBe(page);
    expect(open.textContent).toBe("Open the video (opens in a new tab)");
    expect(open.target).toBe("_blank");
    expect(open.rel.split(" ")).toContain("noopener");
  });

  it("offers no seeking, which its player would not take from here", async () => {
    const host = await lesson("https://dai.ly/x8abc12");
    expect(host.querySelector("iframe")).not.toBeNull();
    expect(host.querySelector(".cp-video-seek")).toBeNull();
    expect([...host.querySelectorAll("button")].map((b) => b.textContent)).toEqual([]);
  });

  it("says it in French", async () => {
    locale.value = "fr";
    const host = await lesson("https://dai.ly/x8abc12");
    expect(host.querySelector("iframe")!.title).toBe("Vidéo : Les adresses IP");
    expect(host.querySelector("a")!.textContent).toBe("Ouvrir la vidéo (s’ouvre dans un nouvel onglet)");
  });

  it("keeps a link from a look-alike host out of any frame", async () => {
    const host = await lesson("https://dailymotion.com.evil.cm/video/x8abc12");
    expect(host.querySelector("iframe")).toBeNull();
    expect(host.querySelector("a")!.getAttribute("href")).toBe("https://dailymotion.com.evil.cm/video/x8abc12");
  });
});

describe("a video lesson in low-data mode", () => {
  afterEach(() => chooseLowData(null));

  it.each([
    ["Vimeo", "https://vimeo.com/76979871"],
    ["Loom", "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184"],
  ])("loads %s's player only when Play is pressed, and gives it the focus", async (_, url) => {
    chooseLowData("on");
    const host = await lesson(url);
    expect(host.querySelector("iframe")).toBeNull();
    const play = host.querySelector<HTMLButtonElement>(".video-gate button")!;
    expect(play.textContent).toBe("Play the video: Les adresses IP");
    expect(host.querySelector(".video-gate-note")?.textContent).toBe("Low-data mode: the video loads only when you press Play.");
    await act(async () => play.click());
    const frame = host.querySelector<HTMLIFrameElement>(".cp-video-box iframe")!;
    expect(frame).not.toBeNull();
    expect(host.querySelector(".video-gate")).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it("fetches nothing of a video file before Play, where it would otherwise read its length", async () => {
    chooseLowData("on");
    expect((await lesson("https://files.example.cm/lessons/ip.mp4")).querySelector("video")?.getAttribute("preload")).toBe("none");
    await act(async () => root?.unmount());
    chooseLowData(null);
    expect((await lesson("https://files.example.cm/lessons/ip.mp4")).querySelector("video")?.getAttribute("preload")).toBe("metadata");
  });

  it("says it in French", async () => {
    chooseLowData("on");
    locale.value = "fr";
    const host = await lesson("https://vimeo.com/76979871");
    expect(host.querySelector(".video-gate-note")?.textContent).toBe("Mode données réduites : la vidéo ne se charge que lorsque vous appuyez sur Lire.");
  });
});
