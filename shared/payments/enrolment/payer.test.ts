import { describe, expect, it } from "vitest";
import { checkPayer } from "./payer.ts";

describe("payer details", () => {
  it.each([
    ["", "", "payer-required"],
    ["Awa", "", "payer-required"],
    ["", "677000000", "payer-required"],
    ["   ", "677000000", "payer-required"],
    ["Awa", "   ", "payer-required"],
    ["Awa", "67700000", "phone-invalid"], // 8 digits
    ["Awa", "6770000001234567", "phone-invalid"], // 16 digits
    ["Awa", "67700000a", "phone-invalid"],
    ["Awa", "+237 6 77", "phone-invalid"], // 6 digits once written plainly
    ["Awa", "6+77000000", "phone-invalid"], // a + only leads
    ["Awa", "６７７０００００００", "phone-invalid"], // full-width digits are not ASCII digits
    ["Awa", "677000000", null], // 9 digits
    ["Awa", "237677000000", null],
    ["Awa", "123456789012345", null], // 15 digits
    ["  Awa Nkem ", " 677000000 ", null],
  ])("name %j, phone %j → %s", (name, phone, problem) => {
    const result = checkPayer(name, phone);
    if (problem === null) expect(result).toEqual({ ok: true, payer: { payer_name: name.trim(), payer_phone: phone.trim() } });
    else expect(result).toEqual({ ok: false, problem });
  });

  it.each([
    ["+237 6 77 12 34 56", "237677123456"],
    ["677 000 000", "677000000"],
    ["677-000-000", "677000000"],
    ["(+237) 677.00.00.00", "237677000000"],
  ])("reads %j, as people write it, as %s", (phone, digits) => {
    expect(checkPayer("Awa", phone)).toEqual({ ok: true, payer: { payer_name: "Awa", payer_phone: digits } });
  });
});
