import { describe, expect, it } from "vitest";
import { canonicalPath, slugFromPath } from "./slug.ts";

describe("the profile's slug from the page path", () => {
  it("reads both route patterns, with or without a trailing slash", () => {
    expect(slugFromPath("/organizations/acme-academy")).toBe("acme-academy");
    expect(slugFromPath("/organization/acme-academy")).toBe("acme-academy");
    expect(slugFromPath("/organizations/acme-academy/")).toBe("acme-academy");
    expect(slugFromPath("/fr/organizations/12")).toBe("12");
  });

  it("decodes the segment", () => {
    expect(slugFromPath("/organizations/%C3%A9cole-du-nord")).toBe("école-du-nord");
    expect(slugFromPath("/organizations/bad%E0%A4")).toBe("bad%E0%A4");
  });

  it("is null elsewhere", () => {
    expect(slugFromPath("/organizations")).toBeNull();
    expect(slugFromPath("/organizations/")).toBeNull();
    expect(slugFromPath("/courses/acme")).toBeNull();
    expect(slugFromPath("/organizations/acme/courses")).toBeNull();
  });
});

describe("the canonical address", () => {
  it("replaces an old slug or an id, keeping the route pattern", () => {
    expect(canonicalPath("/organizations/old-name", "new-name")).toBe("/organizations/new-name");
    expect(canonicalPath("/organization/12", "acme")).toBe("/organization/acme");
    expect(canonicalPath("/organizations/old/", "acme")).toBe("/organizations/acme");
  });

  it("is null when the address is already canonical", () => {
    expect(canonicalPath("/organizations/acme", "acme")).toBeNull();
    expect(canonicalPath("/organizations/%C3%A9cole", "école")).toBeNull();
  });

  it("encodes the canonical slug", () => {
    expect(canonicalPath("/organizations/1", "école du nord")).toBe("/organizations/%C3%A9cole%20du%20nord");
  });
});
