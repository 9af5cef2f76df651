import { afterEach, describe, expect, it, vi } from "vitest";
import { read, sourcesIn } from "../../scripts/source-graph.ts";
// Importing the families registers their catalogues: the auth family by name, and every other
// family's messages.ts too, so a new family is checked as soon as it exists.
import "../../widgets/auth/components/auth.messages.ts";
import { tc } from "./common-messages.ts";
import { locale, setLocale } from "./locale.ts";
import { defineMessages, registeredCatalogues, translate } from "./messages.ts";

import.meta.glob(["../../widgets/*/messages.ts", "../../widgets/**/*.messages.ts", "../**/*.messages.ts"], { eager: true });

afterEach(() => {
  locale.value = "en";
  localStorage.clear();
  delete window.lpConfig;
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("catalogues", () => {
  const { en, fr } = registeredCatalogues();

  it("registers the families under test", () => {
    expect(en["auth.login-failed"]).toBe("Login failed: {msg}");
    expect(en["common.crashed"]).toBeTruthy();
    expect(Object.keys(en).length).toBeGreaterThan(50);
  });

  it("registers each message id in one catalogue only: a second would silently replace the first's words", () => {
    const owners = new Map<string, string[]>();
    for (const file of [...sourcesIn("shared"), ...sourcesIn("widgets")].filter((f) => read(f).includes("defineMessages(")))
      for (const id of new Set([...read(file).matchAll(/^\s*"([a-z0-9-]+(?:\.[a-z0-9-]+)+)":/gm)].map((m) => m[1])))
        owners.set(id, [...(owners.get(id) ?? []), file]);
    expect(owners.size, "message ids found").toBeGreaterThan(500);
    expect([...owners].filter(([, files]) => files.length > 1).map(([id, files]) => `${id}: ${files.join(", ")}`)).toEqual([]);
  });

  it("has a French translation for every English key", () => {
    const missing = Object.keys(en).filter((key) => !(key in fr));
    expect(missing).toEqual([]);
  });

  it("has no French key without an English original", () => {
    const orphans = Object.keys(fr).filter((key) => !(key in en));
    expect(orphans).toEqual([]);
  });

  it("has no empty French text", () => {
    const empty = Object.entries(fr).filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  it("has no French text left as a copy of the English one", () => {
    // Words French uses as they are (brand names, loanwords).
    const sameInBoth = new Set([
      // Each language's own name, written in that language whatever the page's.
      "English",
      "Français",
      // The operators' own product names.
      "MTN Mobile Money",
      "Orange Money",
      "Blog",
      "Facebook",
      "Instagram",
      "LinkedIn",
      "WhatsApp",
      "YouTube",
      "TikTok",
      "Google",
      "OK",
      "Quiz",
      "Total",
      "Description",
      "Article",
      "modules",
      "Modules",
      "module",
      "Module",
      "Notifications",
      "Date",
      "question",
      "questions",
      "Questions",
      "Question",
      "Score",
      "Excellent",
      "min",
      "Message",
      "Premium",
      "Minutes",
      "Page",
      "Pages",
    ]);
    // Placeholders are not words: "{count} modules" is as French as it is English.
    const words = (text: string) =>
      text
        .replace(/\{\w+\}/g, "")
        .replace(/[^\p{L}\s]/gu, " ")
        .trim();
    const untranslated = Object.keys(en).filter(
      (key) => key in fr && fr[key] === en[key] && /\p{L}{3}/u.test(words(en[key])) && !sameInBoth.has(words(en[key])),
    );
    expect(untranslated).toEqual([]);
  });

  it("uses the same {placeholders} in French as in English", () => {
    const differing = Object.keys(en)
      .filter((key) => key in fr)
      .filter((key) => placeholders(en[key]).join() !== placeholders(fr[key]).join())
      .map((key) => ({ key, en: placeholders(en[key]), fr: placeholders(fr[key]) }));
    expect(differing).toEqual([]);
  });

  it("keeps the spec's English wording for the messages a learner reads", () => {
    expect(en["auth.fill-all"]).toBe("Please fill all fields");
    // The contract says 6 while its rule is 8: the learner is told the rule (see the README).
    expect(en["auth.password-short"]).toBe("Password must be at least 8 characters long");
    expect(en["auth.password-mismatch"]).toBe("Passwords do not match");
    expect(en["auth.verify.required"]).toBe("Please enter the verification code");
    expect(en["auth.verify.invalid"]).toBe("Invalid verification code");
    expect(en["auth.verify.success"]).toBe("Verification successful! Creating account...");
    expect(en["auth.forgot.required"]).toBe("Please enter your email address");
    expect(en["auth.google-failed"]).toBe("Google login failed. Please try again.");
    expect(en["auth.registration-failed"]).toBe("Registration failed: {msg}");
    expect(en["auth.forgot.sent"]).toBe("Password reset link sent successfully.");
    expect(en["auth.reset.success"]).toBe("Password reset successfully.");
  });
});

describe("translate", () => {
  it("interpolates named values", () => {
    expect(translate("auth.login-failed", { msg: "Invalid credentials" })).toBe("Login failed: Invalid credentials");
    expect(translate("auth.verify.intro", { email: "awa@example.cm" })).toContain("awa@example.cm");
  });

  it("leaves a placeholder whose value was not given, and ignores extra values", () => {
    expect(translate("auth.login-failed", { other: 1 })).toBe("Login failed: {msg}");
  });

  it("does not treat $ patterns in values as replacement syntax", () => {
    expect(translate("auth.login-failed", { msg: "cost $& $1 $$" })).toBe("Login failed: cost $& $1 $$");
  });

  it("follows the locale signal", () => {
    locale.value = "fr";
    expect(translate("auth.login-failed", { msg: "x" })).toBe("Échec de la connexion : x");
    expect(tc("common.close")).toBe("Fermer");
    locale.value = "en";
    expect(tc("common.close")).toBe("Close");
  });

  it("falls back to English, then to the key itself", () => {
    const t = defineMessages({ en: { "test.only-english": "Only English" }, fr: {} as Record<"test.only-english", string> });
    try {
      locale.value = "fr";
      expect(t("test.only-english")).toBe("Only English");
      expect(translate("test.no-such-key")).toBe("test.no-such-key");
    } finally {
      // Keep the completeness checks above meaningful if the order of tests changes.
      delete (registeredCatalogues().en as Record<string, string>)["test.only-english"];
    }
  });
});

describe("setLocale", () => {
  it("switches every translation and remembers the choice in localStorage", () => {
    setLocale("fr");
    expect(locale.value).toBe("fr");
    expect(localStorage.getItem("lpLocale")).toBe("fr");
    expect(tc("common.retry")).toBe("Réessayer");
    setLocale("en");
    expect(localStorage.getItem("lpLocale")).toBe("en");
  });

  it("starts, on the next page, in the language the learner chose", async () => {
    localStorage.setItem("lpLocale", "fr");
    vi.resetModules();
    const fresh = await import("./locale.ts");
    expect(fresh.locale.value).toBe("fr");
  });

  it("starts in the configured language when the learner never chose", async () => {
    window.lpConfig = { locale: "fr" };
    vi.resetModules();
    const fresh = await import("./locale.ts");
    expect(fresh.locale.value).toBe("fr");
  });

  it("ignores an unknown stored language", async () => {
    localStorage.setItem("lpLocale", "de");
    vi.resetModules();
    const fresh = await import("./locale.ts");
    expect(fresh.locale.value).toBe("en");
  });
});

describe("plural forms", () => {
  const t = defineMessages({
    en: { "test.unread.one": "{count} unread message", "test.unread.other": "{count} unread messages" },
    fr: { "test.unread.one": "{count} message non lu", "test.unread.other": "{count} messages non lus" },
  });

  it("picks the form each language's rules give the number", () => {
    expect([0, 1, 2].map((n) => t.plural("test.unread", n, { count: n }))).toEqual(["0 unread messages", "1 unread message", "2 unread messages"]);
    locale.value = "fr";
    try {
      // French counts zero as singular.
      expect([0, 1, 2].map((n) => t.plural("test.unread", n, { count: n }))).toEqual(["0 message non lu", "1 message non lu", "2 messages non lus"]);
      // Forms a catalogue does not have ("many", for a million in French) fall back to "other".
      expect(t.plural("test.unread", 1_000_000, { count: "1 000 000" })).toBe("1 000 000 messages non lus");
    } finally {
      locale.value = "en";
    }
  });
});
