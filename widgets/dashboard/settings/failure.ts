import { ApiError } from "#shared/api/errors.ts";

/** The server's first message for each field it refused, keyed by the field's API name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) if (messages[0]) out[field] = messages[0];
  return out;
}
