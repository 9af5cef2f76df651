import { ApiError } from "#shared/api/errors.ts";

/**
 * A message about one field, kept with the value the field held when it was given. A form shows
 * it only while the field still holds that value: it goes as soon as the learner changes that
 * field and no other, whoever gave it (the page's own check or the server), and a server's answer
 * about a value the learner has changed since the request left is shown nowhere.
 */
export interface Verdict {
  message: string;
  about: unknown;
}

export type Verdicts<F extends string> = Partial<Record<F, Verdict>>;

/** Each message, kept with what its field holds now. */
export function judged<F extends string>(messages: Partial<Record<F, string>>, values: Record<F, unknown>): Verdicts<F> {
  const verdicts: Verdicts<F> = {};
  for (const [field, message] of Object.entries(messages) as [F, string | undefined][]) if (message) verdicts[field] = { message, about: values[field] };
  return verdicts;
}

/** The messages that still stand: those whose field holds what it held when they were given. */
export function standing<F extends string>(verdicts: Verdicts<F>, values: Record<F, unknown>): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const [field, verdict] of Object.entries(verdicts) as [F, Verdict | undefined][])
    if (verdict && Object.is(verdict.about, values[field])) messages[field] = verdict.message;
  return messages;
}

/** What the server said about each of `fields` (its first message for each), when it tied its refusal to fields. */
export function serverFieldMessages<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return messages;
  for (const field of fields) {
    const first = error.fieldErrors[field]?.[0];
    if (first) messages[field] = first;
  }
  return messages;
}
