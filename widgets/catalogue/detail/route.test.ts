import { describe, expect, it } from "vitest";
import { slugFromPath } from "./route.ts";

describe("slugFromPath", () => {
  it("reads the slug through the route template", () => {
    expect(slugFromPath("/courses/intro-networking", "/courses/{slug}")).toBe("intro-networking");
    expect(slugFromPath("/courses/intro-networking/", "/courses/{slug}")).toBe("intro-networking");
    expect(slugFromPath("/fr/cours/reseaux", "/fr/cours/{slug}")).toBe("reseaux");
    expect(slugFromPath("/catalogue/courses/intro", "https://learn.example/catalogue/courses/{slug}")).toBe("intro");
    expect(slugFromPath("/courses/caf%C3%A9", "/courses/{slug}")).toBe("café");
  });

  it("finds nothing on another page", () => {
    expect(slugFromPath("/courses", "/courses/{slug}")).toBeNull();
    expect(slugFromPath("/courses/a/b", "/courses/{slug}")).toBeNull();
    expect(slugFromPath("/account/courses/a", "/courses/{slug}")).toBeNull();
    expect(slugFromPath("/courses/%E0%A4%A", "/courses/{slug}")).toBeNull();
    expect(slugFromPath("/courses/a", "/courses")).toBeNull();
  });
});
