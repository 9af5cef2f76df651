import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect.ts";

const ORIGIN = "https://learn.example";

describe("safeRedirect", () => {
  it.each([
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["\\/evil.example"],
    ["//evil.example"],
    ["///evil.example"],
    ["https:evil.example"],
    ["https://evil.example/account"],
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["http://app@evil.example"],
    [" /account"],
    [""],
    [`/${"a".repeat(2048)}`],
  ])("refuses %j", (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBeNull();
  });

  it("keeps a same-origin path with its query and hash", () => {
    expect(safeRedirect("/account/courses/intro?tab=2#notes", ORIGIN)).toBe("/account/courses/intro?tab=2#notes");
  });

  it("drops a token parameter", () => {
    expect(safeRedirect("/dashboard?token=abc&x=1", ORIGIN)).toBe("/dashboard?x=1");
  });

  it("refuses non-strings", () => {
    expect(safeRedirect(null, ORIGIN)).toBeNull();
    expect(safeRedirect(undefined, ORIGIN)).toBeNull();
  });
});
