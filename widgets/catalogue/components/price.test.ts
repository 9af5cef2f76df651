import { describe, expect, it } from "vitest";
import { priceDisplay, staffOnly } from "./price.ts";

describe("priceDisplay", () => {
  it("says FREE for a free course, or one that costs nothing", () => {
    expect(priceDisplay({ pricing: "free", price: 5000, sale_price: 0 })).toEqual({ free: true });
    expect(priceDisplay({ pricing: "paid", price: 0, sale_price: 0 })).toEqual({ free: true });
  });

  it("shows the sale price with the price struck out only when the sale price is lower", () => {
    expect(priceDisplay({ pricing: "paid", price: 15000, sale_price: 10000 })).toEqual({ free: false, pay: 10000, original: 15000 });
    expect(priceDisplay({ pricing: "paid", price: 15000, sale_price: 20000 })).toEqual({ free: false, pay: 15000, original: null });
  });

  it("asks the sale price of a listed course that, as in the contract, has no price", () => {
    expect(priceDisplay({ pricing: "paid", price: 0, sale_price: 12000 })).toEqual({ free: false, pay: 12000, original: null });
  });
});

describe("staffOnly", () => {
  it("marks a paid course an organization buys for its staff, and no other", () => {
    expect(staffOnly({ pricing: "paid", pricing_model: "bulk", price: 15000, sale_price: 0 })).toBe(true);
    expect(staffOnly({ pricing: "paid", pricing_model: "bulk", price: 0, sale_price: 12000 })).toBe(true);
    expect(staffOnly({ pricing: "paid", pricing_model: "open_purchase", price: 15000, sale_price: 0 })).toBe(false);
    expect(staffOnly({ pricing: "paid", price: 15000, sale_price: 0 })).toBe(false);
  });

  it("leaves a free bulk-model course open to all, as the API enrols anyone in it", () => {
    expect(staffOnly({ pricing: "free", pricing_model: "bulk", price: 0, sale_price: 0 })).toBe(false);
    expect(staffOnly({ pricing: "paid", pricing_model: "bulk", price: 0, sale_price: 0 })).toBe(false);
  });
});
