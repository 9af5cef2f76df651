import { describe, expect, it } from "vitest";
import { EXACT, FIELD_LABELS } from "./fr.ts";
import { preferredLocale } from "./locale.ts";
import { translate } from "./translate.ts";

describe("the learner's language", () => {
  it.each([
    [undefined, "en"],
    ["fr", "fr"],
    ["fr-CM,fr;q=0.9,en;q=0.8", "fr"],
    ["en-GB,fr;q=0.5", "en"],
    ["de-DE,fr;q=0.4", "fr"],
    ["fr;q=0.2,en;q=0.9", "en"],
    ["*", "en"],
    ["fr;q=0", "en"],
  ])("%s → %s", (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});

describe("the French catalogue", () => {
  it("translates fixed sentences, templates over field labels and Laravel's summary of errors", () => {
    expect(translate("Unauthenticated.", "fr")).toBe("Non authentifié.");
    expect(translate("The first name field is required.", "fr")).toBe("Le champ prénom est obligatoire.");
    expect(translate("The password field must be at least 8 characters.", "fr")).toBe("Le champ mot de passe doit contenir au moins 8 caractères.");
    expect(translate("The first name field is required. (and 3 more errors)", "fr")).toBe("Le champ prénom est obligatoire. (et 3 autres erreurs)");
    expect(translate("Exam submitted successfully!", "fr")).toBe("Examen envoyé avec succès !");
  });

  it("leaves English as it is, and a sentence it does not know in English", () => {
    expect(translate("The first name field is required.", "en")).toBe("The first name field is required.");
    expect(translate("Something new happened.", "fr")).toBe("Something new happened.");
  });

  it("has no empty French and no field label left untranslated by mistake", () => {
    expect(Object.values(EXACT).filter((fr) => !fr.trim())).toEqual([]);
    expect(Object.values(FIELD_LABELS).filter((fr) => !fr.trim())).toEqual([]);
  });
});
