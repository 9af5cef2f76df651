import { type FieldErrors, invalid } from "./errors.ts";
import type { Input } from "./input.ts";

/**
 * A small rule set with Laravel's messages, so clients see the platform's wording.
 * Like Laravel's middleware, strings are trimmed (passwords excepted) and an empty string
 * counts as absent. Fields not named in a schema are ignored: nothing is mass-assigned.
 */
type Parsed<T> = { value: T } | { error: string } | { absent: true };

export interface Rule<T, Required extends boolean = boolean> {
  required: Required;
  parse(raw: unknown, label: string, input: Input, name: string): Parsed<T> | Promise<Parsed<T>>;
}

type Out<R> = R extends Rule<infer T, infer Required> ? (Required extends true ? T : T | undefined) : never;
export type Validated<S extends Record<string, Rule<unknown>>> = { [K in keyof S]: Out<S[K]> };

/** Marks a rule's field as required: absent or empty input fails with Laravel's "required" message. */
export function required<T>(rule: Rule<T, false>): Rule<T, true> {
  return { ...rule, required: true };
}

const label = (name: string) => name.replace(/_/g, " ");

function isAbsent(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
}

interface StringOptions {
  min?: number;
  max?: number;
  email?: boolean;
  oneOf?: readonly string[];
  /** The value must equal `<name>_confirmation`. */
  confirmed?: boolean;
  /** Passwords keep their spaces. */
  keepSpaces?: boolean;
  pattern?: RegExp;
  /**
   * One line of plain text, such as a name: no control characters (NUL, line breaks) and no
   * invisible format characters (direction overrides, which make a certificate's holder read
   * otherwise than written). The joiners some scripts need in names stay allowed.
   */
  plain?: boolean;
}

/** Control characters, line and paragraph separators, and format characters other than the zero-width joiners. */
const NOT_PLAIN = /[\p{Cc}\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/u;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

function string(o: StringOptions = {}): Rule<string, false> {
  return {
    required: false,
    parse(raw, l, input, name) {
      if (isAbsent(raw)) return { absent: true };
      if (typeof raw !== "string") return { error: `The ${l} field must be a string.` };
      const v = o.keepSpaces ? raw : raw.trim();
      if (o.min !== undefined && [...v].length < o.min) return { error: `The ${l} field must be at least ${o.min} characters.` };
      if (o.max !== undefined && [...v].length > o.max) return { error: `The ${l} field must not be greater than ${o.max} characters.` };
      if (o.email && !EMAIL.test(v)) return { error: `The ${l} field must be a valid email address.` };
      if (o.oneOf && !o.oneOf.includes(v)) return { error: `The selected ${l} is invalid.` };
      if (o.pattern && !o.pattern.test(v)) return { error: `The ${l} field format is invalid.` };
      if (o.plain && NOT_PLAIN.test(v)) return { error: `The ${l} field must not contain control or direction characters.` };
      if (o.confirmed && input[`${name}_confirmation`] !== raw) return { error: `The ${l} field confirmation does not match.` };
      return { value: v };
    },
  };
}

interface NumberOptions {
  integer?: boolean;
  min?: number;
  max?: number;
  /** The value must be a whole multiple of this step (ratings go in halves). */
  step?: number;
}

function number(o: NumberOptions = {}): Rule<number, false> {
  return {
    required: false,
    parse(raw, l) {
      if (isAbsent(raw)) return { absent: true };
      const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return { error: `The ${l} field must be a number.` };
      if (o.integer && !Number.isInteger(n)) return { error: `The ${l} field must be an integer.` };
      if (o.min !== undefined && o.max !== undefined && (n < o.min || n > o.max)) return { error: `The ${l} field must be between ${o.min} and ${o.max}.` };
      if (o.min !== undefined && n < o.min) return { error: `The ${l} field must be at least ${o.min}.` };
      if (o.max !== undefined && n > o.max) return { error: `The ${l} field must not be greater than ${o.max}.` };
      if (o.step !== undefined && Math.abs(n / o.step - Math.round(n / o.step)) > 1e-9) return { error: `The ${l} field must be a multiple of ${o.step}.` };
      return { value: n };
    },
  };
}

/** An ISO calendar date (YYYY-MM-DD, optionally with a time), which must exist and lie in the past. */
function pastDate(): Rule<string, false> {
  return {
    required: false,
    parse(raw, l) {
      if (isAbsent(raw)) return { absent: true };
      if (typeof raw !== "string") return { error: `The ${l} field must be a valid date.` };
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw.trim());
      if (!m) return { error: `The ${l} field must be a valid date.` };
      const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
      if (date.getUTCFullYear() !== +m[1] || date.getUTCMonth() !== +m[2] - 1 || date.getUTCDate() !== +m[3])
        return { error: `The ${l} field must be a valid date.` };
      if (date.getTime() > Date.now()) return { error: `The ${l} field must be a date before today.` };
      if (+m[1] < 1900) return { error: `The ${l} field must be a date after 1900-01-01.` };
      return { value: `${m[1]}-${m[2]}-${m[3]}` };
    },
  };
}

/** Ids sent comma-joined ("3,7,9"), as a JSON array, or as a single number. */
function idList(o: { max?: number } = {}): Rule<number[], false> {
  return {
    required: false,
    parse(raw, l) {
      if (isAbsent(raw)) return { absent: true };
      const parts = Array.isArray(raw) ? raw : typeof raw === "number" ? [raw] : typeof raw === "string" ? raw.split(",") : null;
      if (!parts) return { error: `The ${l} field must be a list of ids.` };
      const ids = parts.map((p) => (typeof p === "string" ? p.trim() : p)).filter((p) => p !== "");
      if (ids.length === 0) return { absent: true };
      if (!ids.every((p) => (typeof p === "number" || (typeof p === "string" && /^\d{1,9}$/.test(p))) && Number.isInteger(Number(p)) && Number(p) > 0))
        return { error: `The ${l} field must be a list of ids.` };
      const unique = [...new Set(ids.map(Number))];
      if (o.max !== undefined && unique.length > o.max) return { error: `The ${l} field must not have more than ${o.max} items.` };
      return { value: unique };
    },
  };
}

export interface Upload {
  bytes: Buffer;
  mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/svg+xml";
  extension: string;
}

/** Recognises the image by its bytes, never by the name or type the client claims. */
function sniffImage(bytes: Buffer): Upload | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return { bytes, mime: "image/png", extension: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { bytes, mime: "image/jpeg", extension: "jpg" };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { bytes, mime: "image/gif", extension: "gif" };
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString("latin1") === "WEBP") return { bytes, mime: "image/webp", extension: "webp" };
  const head = bytes
    .subarray(0, 512)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return { bytes, mime: "image/svg+xml", extension: "svg" };
  return null;
}

function image(o: { maxBytes: number }): Rule<Upload, false> {
  return {
    required: false,
    async parse(raw, l) {
      if (raw === undefined || raw === null || raw === "") return { absent: true };
      if (!(raw instanceof Blob)) return { error: `The ${l} field must be a file.` };
      if (raw.size > o.maxBytes) return { error: `The ${l} field must not be greater than ${Math.floor(o.maxBytes / 1024)} kilobytes.` };
      const upload = sniffImage(Buffer.from(await raw.arrayBuffer()));
      return upload ? { value: upload } : { error: `The ${l} field must be an image.` };
    },
  };
}

export const rules = { string, number, pastDate, idList, image };

/**
 * Checks `input` against `schema`; throws one 422 listing every failing field.
 */
export async function validate<S extends Record<string, Rule<unknown>>>(input: Input, schema: S): Promise<Validated<S>> {
  const errors: FieldErrors = {};
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(schema)) {
    const raw = Object.hasOwn(input, name) ? input[name] : undefined;
    const result = await rule.parse(raw, label(name), input, name);
    if ("error" in result) errors[name] = [result.error];
    else if ("absent" in result) {
      if (rule.required) errors[name] = [`The ${label(name)} field is required.`];
    } else out[name] = result.value;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out as Validated<S>;
}
