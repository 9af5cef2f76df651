import { describe, expect, it } from "vitest";
import { ApiError, isTransient, readableError, serverMessage } from "./errors.ts";

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

describe("whether a failure may pass if the same call is made again", () => {
  it("yes when nothing answered, the server failed or was busy, the request timed out, or the session ended", () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503, 504]) expect(isTransient(new ApiError("", status)), String(status)).toBe(true);
    expect(isTransient(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("no when the server read the call and refused it, or answered in a shape the page cannot read", () => {
    for (const status of [400, 403, 404, 405, 409, 410, 413, 422, -1]) expect(isTransient(new ApiError("", status)), String(status)).toBe(false);
  });
});
