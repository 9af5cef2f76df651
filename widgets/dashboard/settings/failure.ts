import { ApiError } from "../../../shared/api/errors.ts";

/**
 * What a failure toast names as the cause: the server's own message when it sent one, otherwise
 * this page's translation of the call's default sentence (the API client falls back to English).
 */
export function failureText(error: unknown, englishFallback: string, translated: string): string {
  if (error instanceof ApiError) return error.message && error.message !== englishFallback ? error.message : translated;
  return translated;
}

/** The server's first message for each field it refused, keyed by the field's API name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) if (messages[0]) out[field] = messages[0];
  return out;
}
