import { describe, expect, it } from "vitest";
import { discountLines } from "./discount.ts";

describe("discountLines", () => {
  it("breaks a sale down into original, discount (price − sale price) and total", () => {
    expect(discountLines({ pricing: "paid", price: 25000, sale_price: 20000 })).toEqual({ original: 25000, discount: 5000, total: 20000 });
  });

  it("shows no discount when the sale price is not below the price", () => {
    expect(discountLines({ pricing: "paid", price: 20000, sale_price: 20000 })).toBeNull();
    expect(discountLines({ pricing: "paid", price: 20000, sale_price: 25000 })).toBeNull();
  });

  it("shows no discount without a sale price", () => {
    expect(discountLines({ pricing: "paid", price: 20000, sale_price: 0 })).toBeNull();
  });

  it("shows no discount for a free course", () => {
    expect(discountLines({ pricing: "free", price: 25000, sale_price: 20000 })).toBeNull();
  });
});
