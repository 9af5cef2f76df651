import { describe, expect, it } from "vitest";
import { messages } from "./payments.messages.ts";

describe("payment messages", () => {
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
