import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text.ts";

describe("plainText", () => {
  it("keeps the words, drops the markup and what is not text, and cuts at a word", () => {
    expect(plainText("<h2>Study</h2><p>Plan <b>each</b>&nbsp;week.</p><script>alert(1)</script><style>p{}</style>", 100)).toBe("Study Plan each week.");
    expect(plainText("<p>one two three four five six</p>", 14)).toBe("one two three…");
    expect(plainText('<img src=x onerror="alert(1)">', 50)).toBe("");
  });
});
