import { describe, expect, it } from "vitest";
import { ApiError, readableError, serverMessage } from "./errors.ts";

describe("what a failure shows", () => {
  it("the server's own message as it is", () => {
    const said = new ApiError("The access code has expired.", 422, {}, true);
    expect(serverMessage(said)).toBe("The access code has expired.");
    expect(readableError(said, "Échec de l’inscription")).toBe("The access code has expired.");
  });

  it("the translated default when the server said nothing, the answer was malformed or nothing answered", () => {
    for (const error of [new ApiError("An error occurred while enrolling", 500), new ApiError("x", -1), new ApiError("x", 0), new TypeError("boom"), "odd"]) {
      expect(serverMessage(error)).toBe(null);
      expect(readableError(error, "Échec de l’inscription")).toBe("Échec de l’inscription");
    }
  });
});
