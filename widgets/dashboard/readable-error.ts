import { ApiError } from "../../shared/api/errors.ts";

/**
 * What a failure says to a person. The server's own message is shown as it came; the call's
 * default sentence (what the API client puts in an ApiError when the server said nothing, or
 * said something unreadable) is shown in the page's language instead.
 */
export function readableError(error: unknown, englishDefault: string, translatedDefault: string): string {
  return error instanceof ApiError && error.message.trim() && error.message !== englishDefault ? error.message : translatedDefault;
}
