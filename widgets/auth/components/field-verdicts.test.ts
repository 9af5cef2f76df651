import { describe, expect, it } from "vitest";
import { ApiError } from "#shared/api/errors.ts";
import { judged, serverFieldMessages, standing } from "./field-verdicts.ts";

describe("a message tied to what its field held", () => {
  const sent = { email: "awa@example.cm", password: "secret123", terms: true };
  const verdicts = judged({ email: "Taken.", password: "Too common." }, sent);

  it("stands while its field holds the same value, whatever the other fields do", () => {
    expect(standing(verdicts, sent)).toEqual({ email: "Taken.", password: "Too common." });
    expect(standing(verdicts, { ...sent, email: "awa@gmail" })).toEqual({ password: "Too common." });
    expect(standing(verdicts, { ...sent, terms: false })).toEqual({ email: "Taken.", password: "Too common." });
  });

  it("keeps only the server's first message for each field asked about", () => {
    const error = new ApiError("Taken.", 422, { email: ["Taken.", "Other."], token: ["Bad."], password: [] }, true);
    expect(serverFieldMessages(error, ["email", "password"])).toEqual({ email: "Taken." });
    expect(serverFieldMessages(new Error("offline"), ["email"])).toEqual({});
  });
});
