import { describe, expect, it } from "vitest";
import { settled, toggled } from "./follow.ts";

describe("follow arithmetic", () => {
  it("following adds exactly one follower", () => {
    expect(toggled({ following: false, followers: 41 })).toEqual({ following: true, followers: 42 });
    expect(toggled({ following: false, followers: 0 })).toEqual({ following: true, followers: 1 });
  });

  it("unfollowing removes exactly one follower", () => {
    expect(toggled({ following: true, followers: 42 })).toEqual({ following: false, followers: 41 });
  });

  it("never goes below 0", () => {
    expect(toggled({ following: true, followers: 0 })).toEqual({ following: false, followers: 0 });
  });

  it("two toggles come back to where they started", () => {
    const start = { following: false, followers: 7 };
    expect(toggled(toggled(start))).toEqual(start);
  });

  it("keeps the flip when the server agrees or says nothing", () => {
    const before = { following: false, followers: 3 };
    expect(settled(before, true)).toEqual({ following: true, followers: 4 });
    expect(settled(before, undefined)).toEqual({ following: true, followers: 4 });
  });

  it("keeps the state before when the server says nothing changed", () => {
    const before = { following: true, followers: 3 };
    expect(settled(before, true)).toBe(before);
  });
});
