import { describe, expect, it } from "vitest";
import { webLink } from "./web-link.ts";

describe("webLink", () => {
  it("keeps http(s) addresses and refuses every other scheme or a broken one", () => {
    expect(webLink("https://x.com/someone")).toBe("https://x.com/someone");
    expect(webLink("http://example.cm")).toBe("http://example.cm/");
    for (const bad of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>", "//evil.example", "not a url", "", null, undefined])
      expect(webLink(bad)).toBeNull();
  });
});
