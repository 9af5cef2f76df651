import { describe, expect, it } from "vitest";
import { messages } from "./payments.messages.ts";

describe("payment messages", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it("has French for every English string", () => {
    expect(Object.keys(messages.fr).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, en] of Object.entries(messages.en)) {
      const fr = messages.fr[key as keyof typeof messages.fr];
      expect(fr.trim(), key).not.toBe("");
      expect(placeholders(fr), key).toEqual(placeholders(en));
    }
  });

  it("keeps the spec's exact English sentences", () => {
    expect(messages.en).toMatchObject({
      "payment.success": "Payment processed successfully!",
      "payment.failed": "Payment processing failed. Please try again.",
      "payment.timeout": "Payment processing timed out. Please try again.",
      "payment.processing.title": "Processing Payment",
      "payment.processing.wait": "Please wait while we process your payment. Do not close or refresh this window.",
      "payment.processing.secure": "Your payment is secure and encrypted.",
    });
  });
});
