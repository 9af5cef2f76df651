import { describe, expect, it } from "vitest";
import { lastDigits, operatorOf, readablePhone } from "./operator.ts";

describe("operatorOf", () => {
  it("knows MTN and Orange numbers by their prefix, with or without 237", () => {
    expect(operatorOf("677123456")).toBe("MTN");
    expect(operatorOf("650123456")).toBe("MTN");
    expect(operatorOf("681234567")).toBe("MTN");
    expect(operatorOf("237677123456")).toBe("MTN");
    expect(operatorOf("699123456")).toBe("Orange");
    expect(operatorOf("655123456")).toBe("Orange");
    expect(operatorOf("237691234567")).toBe("Orange");
  });

  it("names no operator for a number it cannot tell", () => {
    expect(operatorOf("2348031234567")).toBeNull();
    expect(operatorOf("612345678")).toBeNull();
    expect(operatorOf("67712")).toBeNull();
  });
});

describe("readablePhone and lastDigits", () => {
  it("groups a Cameroonian number as a phone shows it, and keeps others as they are", () => {
    expect(readablePhone("237677123456")).toBe("6 77 12 34 56");
    expect(readablePhone("2348031234567")).toBe("2348031234567");
    expect(lastDigits("677123456")).toBe("•• 56");
  });
});
