import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CourseDetailSchema } from "#shared/api/catalogue.ts";
import { registeredCatalogues } from "#shared/i18n/messages.ts";
import { messages as buttonMessages } from "#shared/payments/enrolment/enrol-now.messages.ts";
import { messages as sharedMessages } from "#shared/payments/enrolment/enrolment.messages.ts";
import { messages as dialogMessages } from "./enrol-dialogs.messages.ts";
import { messages as pageMessages } from "./enrolment.messages.ts";
import { enrolmentKind } from "./enrolment-kind.ts";

describe("enrolment kind", () => {
  const course = (over: Record<string, unknown>) =>
    v.parse(CourseDetailSchema, { id: 1, slug: "c", title: "C", organization: { id: 1, slug: "o", name: "O" }, ...over });

  it.each([
    [{ pricing: "free", price: 0 }, "free"],
    [{ pricing: "paid", price: 0, sale_price: 0 }, "free"],
    [{ pricing: "free", pricing_model: "bulk" }, "free"],
    [{ pricing: "paid", price: 5000, pricing_model: "bulk" }, "bulk"],
    [{ pricing: "paid", price: 5000, pricing_model: "open_purchase" }, "paid"],
    [{ pricing: "paid", price: 5000, sale_price: 2500 }, "paid"],
  ])("%j → %s", (over, kind) => {
    expect(enrolmentKind(course(over))).toBe(kind);
  });
});

describe("enrolment messages", () => {
  // The side card's words, the course dialog's, the shared confirmation's and Enroll Now's make one catalogue.
  const messages = {
    en: { ...pageMessages.en, ...dialogMessages.en, ...sharedMessages.en, ...buttonMessages.en },
    fr: { ...pageMessages.fr, ...dialogMessages.fr, ...sharedMessages.fr, ...buttonMessages.fr },
  };
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it("has French for every English string, with the same placeholders", () => {
    expect(Object.keys(messages.fr).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, en] of Object.entries(messages.en)) {
      const fr = messages.fr[key as keyof typeof messages.fr];
      expect(fr.trim(), key).not.toBe("");
      expect(placeholders(fr), key).toEqual(placeholders(en));
    }
    expect(registeredCatalogues().fr["enrolment.confirm.title"]).toBe("Confirmer l’inscription");
  });

  it("keeps the spec's exact English sentences", () => {
    expect(messages.en).toMatchObject({
      "enrolment.enroll-now": "Enroll Now",
      "enrolment.start-learning": "Start Learning",
      "enrolment.payer-required": "Please provide payer name and phone number.",
      "enrolment.phone-invalid": "Please provide a valid phone number.",
      "enrolment.success": "You have successfully enrolled in the course!",
      "enrolment.access.title": "Enroll with Access Code",
      "enrolment.access.invalid": "Please enter a valid access code.",
      "enrolment.access.success": "You have successfully enrolled with the access code!",
    });
  });
});
