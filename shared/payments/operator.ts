/** The mobile-money operators of Cameroon the platform takes payments from. */
export type Operator = "MTN" | "Orange";

/** A Cameroonian number's nine digits, without the country code 237 a payer may have written. */
const localDigits = (digits: string): string | null => {
  const local = digits.length === 12 && digits.startsWith("237") ? digits.slice(3) : digits;
  return /^6\d{8}$/.test(local) ? local : null;
};

/**
 * The operator a Cameroonian mobile number belongs to, from its prefix (Orange: 69, 655-659 and
 * 640; MTN: 67, 650-654 and 68), or null for a number the prefixes do not settle (a foreign one).
 */
export function operatorOf(digits: string): Operator | null {
  const local = localDigits(digits);
  if (!local) return null;
  if (/^(69|65[5-9]|640)/.test(local)) return "Orange";
  if (/^(67|65[0-4]|68)/.test(local)) return "MTN";
  return null;
}

/** A number as a phone shows it: "6 77 12 34 56" for a Cameroonian one, the digits otherwise. */
export function readablePhone(digits: string): string {
  const local = localDigits(digits);
  return local ? `${local[0]} ${local.slice(1, 3)} ${local.slice(3, 5)} ${local.slice(5, 7)} ${local.slice(7)}` : digits;
}

/** The end of a number, for a list that should not show it whole: "•• 56". */
export const lastDigits = (digits: string): string => `•• ${digits.slice(-2)}`;
