import { dictionary } from "@zxcvbn-ts/language-common";
import { invalidField } from "../../http/errors.ts";
import { PASSWORD_MIN } from "./constants.ts";

/**
 * What a new password must not be, beyond its length (as current guidance advises, NIST SP
 * 800-63B §3.1.1.2): one of the passwords people use most, or one made of the account's own name
 * or e-mail address. No rule on character classes: length stays the rule otherwise.
 */
export const TOO_COMMON = "This password is one of the most common: choose one that is harder to guess.";
export const TOO_PERSONAL = "The password must not contain your name or your e-mail address.";

/**
 * The common passwords long enough to pass the length rule: some 18,000 of the 49,000 from
 * leaked-password lists that zxcvbn-ts ships, read once, on the first password checked.
 */
let common: Set<string> | null = null;
export const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(dictionary["passwords-common"].filter((p) => [...p].length >= PASSWORD_MIN).map((p) => p.toLowerCase())));

/** The parts of a name or an address worth guessing from: words of four characters or more. */
const personalParts = (values: (string | null | undefined)[]) =>
  values.flatMap((v) => (v ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((part) => [...part].length >= 4);

/** Refuses `password` at `field` with the reason, or lets it pass. */
export function checkNewPassword(field: string, password: string, person: { email: string; first_name?: string | null; last_name?: string | null }): void {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1*$/su.test(password)) throw invalidField(field, TOO_COMMON);
  const parts = personalParts([person.email.split("@")[0], person.first_name, person.last_name]);
  if (parts.some((part) => lower.includes(part))) throw invalidField(field, TOO_PERSONAL);
}
