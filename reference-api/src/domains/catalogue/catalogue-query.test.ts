import { describe, expect, it } from "vitest";
import { readFilters, whereFor } from "./catalogue-query.ts";

const NOW = "2026-01-01T00:00:00.000Z";

describe("the catalogue's language filter", () => {
  it("reads en or fr, in any case, and 'all' or nothing as no filter", () => {
    expect(readFilters({ language: "fr" }).languages).toEqual(["fr"]);
    expect(readFilters({ language: " EN " }).languages).toEqual(["en"]);
    expect(readFilters({ language: "all" }).languages).toEqual([]);
    expect(readFilters({}).languages).toEqual([]);
    expect(readFilters({ language: "" }).languages).toEqual([]);
  });

  it("refuses any other language as the other filters do, naming the field", () => {
    for (const language of ["de", "french", "fr;drop table courses", "fr,xx"]) {
      let thrown: unknown;
      try {
        readFilters({ language });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, language).toMatchObject({ status: 422, body: { errors: { language: ["The selected language is invalid."] } } });
    }
  });

  it("travels to SQL as a bound parameter only", () => {
    const where = whereFor(readFilters({ language: "fr", pricing: "free" }), NOW);
    expect(where.sql).toContain("c.language IN (?)");
    expect(where.params).toEqual([NOW, "free", "fr"]);
    expect(whereFor(readFilters({}), NOW).sql).not.toContain("language");
  });
});
