/**
 * An address the page's configuration gives, as the widgets read it: absolute, http(s), without a
 * trailing slash, or undefined. Its own module: the loader reads the API's address with the same
 * rule before any widget's code has come.
 */
export function httpUrl(value: unknown, base: string): string | undefined {
  const s = typeof value === "string" ? value.trim() : "";
  if (!s) return undefined;
  try {
    const url = new URL(s, base);
    return /^https?:$/.test(url.protocol) ? url.href.replace(/\/+$/, "") : undefined;
  } catch {
    return undefined;
  }
}
