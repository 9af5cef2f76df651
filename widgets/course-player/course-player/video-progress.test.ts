import { describe, expect, it } from "vitest";
import { type Playback, readPlayerMessage, seekTarget, watched } from "./video-progress.ts";

/** What YouTube's player iframe posts once it is listened to (recorded shapes, times changed). */
const YOUTUBE_STREAM = [
  '{"event":"onReady","info":null,"id":1,"channel":"widget"}',
  '{"event":"initialDelivery","info":{"apiInterfaces":[],"duration":200,"currentTime":0,"playerState":-1},"id":1,"channel":"widget"}',
  '{"event":"infoDelivery","info":{"currentTime":60.2,"videoBytesLoaded":1},"id":1,"channel":"widget"}',
  '{"event":"onStateChange","info":1,"id":1,"channel":"widget"}',
  '{"event":"infoDelivery","info":{"currentTime":151.9},"id":1,"channel":"widget"}',
];

/** What Vimeo's player posts: ready, then timeupdate once subscribed. */
const VIMEO_STREAM = [
  { event: "ready", player_id: "x" },
  '{"event":"timeupdate","data":{"seconds":10,"percent":0.1,"duration":100}}',
  '{"event":"timeupdate","data":{"seconds":74.9,"percent":0.749,"duration":100}}',
  '{"event":"timeupdate","data":{"seconds":75,"percent":0.75,"duration":100}}',
];

function replay(kind: "youtube" | "vimeo", stream: unknown[]) {
  const p: Playback = { current: 0, duration: 0 };
  const seen: boolean[] = [];
  let ready = false;
  for (const data of stream) {
    const said = readPlayerMessage(kind, data);
    if (said === "ready") ready = true;
    else if (said) Object.assign(p, said);
    seen.push(watched(p));
  }
  return { p, seen, ready };
}

describe("video progress", () => {
  it("follows YouTube's messages and counts the video watched past 75%", () => {
    const { p, seen, ready } = replay("youtube", YOUTUBE_STREAM);
    expect(ready).toBe(true);
    expect(p).toEqual({ current: 151.9, duration: 200 });
    expect(seen).toEqual([false, false, false, false, true]);
  });

  it("follows Vimeo's messages, 75% exactly included", () => {
    const { seen, ready } = replay("vimeo", VIMEO_STREAM);
    expect(ready).toBe(true);
    expect(seen).toEqual([false, false, false, true]);
  });

  it("ignores what is not a player's message, and what does not make sense", () => {
    for (const junk of [
      "not json",
      "{}",
      42,
      null,
      '{"event":"infoDelivery","info":{"currentTime":"soon","duration":-5}}',
      '{"event":"timeupdate","data":{"seconds":null}}',
    ])
      expect(readPlayerMessage("youtube", junk) ?? readPlayerMessage("vimeo", junk)).toBeNull();
    expect(watched({ current: 100, duration: 0 })).toBe(false);
  });

  it("seeks by 10 s within the video", () => {
    expect(seekTarget({ current: 5, duration: 100 }, -10)).toBe(0);
    expect(seekTarget({ current: 95, duration: 100 }, 10)).toBe(100);
    expect(seekTarget({ current: 40, duration: 100 }, 10)).toBe(50);
  });
});
