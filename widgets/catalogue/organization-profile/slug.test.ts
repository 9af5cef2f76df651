import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "#shared/config/runtime.ts";
import { canonicalPath, slugFromPath } from "./slug.ts";

afterEach(() => {
  delete window.lpConfig;
  resetConfig();
});

describe("the profile's slug from the page path", () => {
  it("reads both route patterns, with or without a trailing slash", () => {
    expect(slugFromPath("/organizations/acme-academy")).toBe("acme-academy");
    expect(slugFromPath("/organization/acme-academy")).toBe("acme-academy");
    expect(slugFromPath("/organizations/acme-academy/")).toBe("acme-academy");
  });

  it("decodes the segment", () => {
    expect(slugFromPath("/organizations/%C3%A9cole-du-nord")).toBe("école-du-nord");
    expect(slugFromPath("/organizations/bad%E0%A4")).toBeNull();
  });

  it("reads the route the page configured, and keeps it in the canonical address", () => {
    window.lpConfig = { routes: { organization: "/partenaires/{slug}" } };
    resetConfig();
    expect(slugFromPath("/partenaires/acme-academy")).toBe("acme-academy");
    expect(canonicalPath("/partenaires/12", "acme")).toBe("/partenaires/acme");
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
