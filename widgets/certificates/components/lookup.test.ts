import { describe, expect, it } from "vitest";
import { ApiError } from "#shared/api/errors.ts";
import { lookupOf } from "./lookup.ts";

const failed = (status: number) => lookupOf({ status: "error", error: new ApiError("x", status) });

describe("what checking a certificate number came to", () => {
  it("tells a number the platform does not know from a failure to ask", () => {
    expect(failed(404).status).toBe("missing");
    expect(failed(422).status).toBe("missing");
    expect(failed(0).status).toBe("unreachable");
    expect(failed(500).status).toBe("unreachable");
    expect(failed(503).status).toBe("unreachable");
    expect(failed(429).status).toBe("unreachable");
    expect(failed(-1).status).toBe("unreadable");
    expect(lookupOf({ status: "error", error: new TypeError("boom") }).status).toBe("unreachable");
  });

  it("tells an API without the public certificate call from a number it does not know", () => {
    const answered = (status: number, message: string) => lookupOf({ status: "error", error: new ApiError(message, status) }).status;
    expect(answered(404, "The route api/certificates/LPC-1 could not be found.")).toBe("unsupported");
    expect(answered(405, "Method not allowed")).toBe("unsupported");
    expect(answered(501, "")).toBe("unsupported");
    expect(answered(404, "Certificate not found.")).toBe("missing");
  });

  it("is checking while the answer is on its way", () => {
    expect(lookupOf({ status: "loading" })).toEqual({ status: "checking" });
  });
});
