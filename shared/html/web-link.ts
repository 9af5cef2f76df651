/** An address a link may follow: http(s) only, as the browser reads it; null for anything else (javascript:, data:, a typo). */
export function webLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
