import type { Payer } from "#shared/api/enrolment.ts";

/** The spec's phone rule for mobile-money payers: 9 to 15 digits and nothing else. */
const PHONE_PATTERN = /^\d{9,15}$/;

export type PayerProblem = "payer-required" | "phone-invalid";

/**
 * A phone number as its digits: the spaces, dots, dashes, brackets and leading + people write
 * ("+237 6 77 12 34 56") go before the rule is applied. Letters stay, so the rule refuses them.
 */
export const phoneDigits = (phone: string) => phone.replace(/[\s.\-()/]/g, "").replace(/^\+/, "");

/** Checks the payer fields as typed; on success returns them trimmed and the phone as digits, ready to send. */
export function checkPayer(name: string, phone: string): { ok: true; payer: Payer } | { ok: false; problem: PayerProblem } {
  const payerName = name.trim();
  const payerPhone = phoneDigits(phone.trim());
  if (!payerName || !payerPhone) return { ok: false, problem: "payer-required" };
  if (!PHONE_PATTERN.test(payerPhone)) return { ok: false, problem: "phone-invalid" };
  return { ok: true, payer: { payer_name: payerName, payer_phone: payerPhone } };
}
