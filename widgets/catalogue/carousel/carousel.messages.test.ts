import { describe, expect, it } from "vitest";
import { registeredCatalogues } from "../../../shared/i18n/messages.ts";
import "./carousel.messages.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("carousel messages", () => {
  const { en, fr } = registeredCatalogues();
  const keys = Object.keys(en).filter((key) => /^catalogue\.(carousel|courses|orgs)\./.test(key));

  it("has a French text for every English one, with the same placeholders, really translated", () => {
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      expect(fr[key]?.trim(), key).toBeTruthy();
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
      if (/[a-z]{3}/i.test(en[key])) expect(fr[key], key).not.toBe(en[key]);
    }
  });
});
