const MAX_LENGTH = 2048;

/**
 * A redirect target we may navigate to: a path on this origin, never elsewhere. The obvious
 * check (starts with "/" but not "//") lets "/\evil.example" and "/\t/evil.example" through,
 * because URL parsers read them as another host; those are refused here, and the parsed result
 * must still be on `origin`. Any `token` parameter is dropped, so a redirect never carries one.
 */
export function safeRedirect(raw: string | null | undefined, origin: string): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // Control characters, spaces and backslashes have no place in a path we produce.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  url.searchParams.delete("token");
  return url.pathname + url.search + url.hash;
}
