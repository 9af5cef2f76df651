import { describe, expect, it } from "vitest";
import { priceDisplay } from "./price.ts";

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
