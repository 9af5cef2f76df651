import { describe, expect, it } from "vitest";
import { initials } from "./avatar.tsx";

describe("initials", () => {
  it("takes the first letter of the first two words, in capitals", () => {
    expect(initials("  greater   buea academy ")).toBe("GB");
    expect(initials("Ngozi")).toBe("N");
    expect(initials("")).toBe("");
  });

  it("never splits a character written as two code units", () => {
    expect(initials("𝐀lpha 𝐁eta")).toBe("𝐀𝐁");
  });
});
