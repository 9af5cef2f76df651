/** The spec's phone rule for mobile-money payers: 9 to 15 digits and nothing else. */
const PHONE_PATTERN = /^\d{9,15}$/;

export interface Payer {
  payer_name: string;
  payer_phone: string;
}

export type PayerProblem = "payer-required" | "phone-invalid";

/** Checks the payer fields as typed; on success returns them trimmed, ready to send. */
export function checkPayer(name: string, phone: string): { ok: true; payer: Payer } | { ok: false; problem: PayerProblem } {
  const payerName = name.trim();
  const payerPhone = phone.trim();
  if (!payerName || !payerPhone) return { ok: false, problem: "payer-required" };
  if (!PHONE_PATTERN.test(payerPhone)) return { ok: false, problem: "phone-invalid" };
  return { ok: true, payer: { payer_name: payerName, payer_phone: payerPhone } };
}
