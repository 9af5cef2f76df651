import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "#shared/config/runtime.ts";
import { cameToEnrol } from "./came-to-enrol.ts";

afterEach(() => {
  delete window.lpConfig;
  resetConfig();
});

describe("cameToEnrol", () => {
  it("is true when the way back is a course's page or an exam's page, with or without a query", () => {
    expect(cameToEnrol("/courses/intro-python")).toBe(true);
    expect(cameToEnrol("/courses/intro-python/?ref=home#reviews")).toBe(true);
    expect(cameToEnrol("/account/exams/algebra-basics")).toBe(true);
  });

  it("is false for any other way back, none, or one the page would not follow", () => {
    for (const redirect of [
      null,
      "",
      "/courses",
      "/account/courses/intro-python",
      "/account/exams",
      "/blog/courses",
      "//evil.example/courses/x",
      "https://evil.example/courses/x",
    ])
      expect(cameToEnrol(redirect), String(redirect)).toBe(false);
  });

  it("reads the course pages where the platform configured them", () => {
    window.lpConfig = { routes: { course: "/cours/{slug}" } };
    resetConfig();
    expect(cameToEnrol("/cours/intro-python")).toBe(true);
  });
});
