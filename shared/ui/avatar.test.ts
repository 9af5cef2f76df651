import { describe, expect, it } from "vitest";
import { initials } from "./avatar.tsx";

describe("initials", () => {
  it("takes the first letters of the first and last name, in capitals", () => {
    expect(initials({ first_name: "awa", last_name: "nkemdirim", name: "Someone Else" })).toBe("AN");
  });

  it("falls back to the first and last word of the display name (a person or an organization)", () => {
    expect(initials({ name: "  greater   buea academy " })).toBe("GA");
    expect(initials({ name: "Ngozi" })).toBe("N");
    expect(initials({ name: "" })).toBe("?");
  });

  it("never splits a character written as two code units", () => {
    expect(initials({ name: "𝐀lpha 𝐁eta" })).toBe("𝐀𝐁");
  });
});
