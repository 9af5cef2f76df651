import { describe, expect, it } from "vitest";
import { guessablePassword } from "./guessable-password.ts";

const amina = { email: "amina.njoya@example.cm", first_name: "Amina", last_name: "Njoya" };

describe("a new password the page can tell is guessable", () => {
  it.each([
    ["aaaaaaaa", "password.common"],
    ["        ", "password.common"],
    ["Amina2026", "password.personal"],
    ["x-njoya-x", "password.personal"],
    ["AMINA.NJOYA", "password.personal"],
    ["mango tree by the river", null],
    ["ami-2026-x", null],
  ] as const)("%s → %s", (password, verdict) => {
    expect(guessablePassword(password, amina)).toBe(verdict);
  });

  it("asks nothing of a person it does not know", () => {
    expect(guessablePassword("amina2026", {})).toBeNull();
  });
});
