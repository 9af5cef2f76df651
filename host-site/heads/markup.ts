/**
 * Writing data into a page on the server, each value escaped for where it stands. Data never goes
 * through `String.replace` as a replacement (it would read `$&` or `$1` in a course's title).
 */

/** Text for an element's content or a quoted attribute: nothing in it can end the text or the quotes. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** Puts `inserted` in place of the first match of `pattern`, by position. */
export function spliced(html: string, pattern: RegExp, inserted: string): string {
  const match = pattern.exec(html);
  return match ? html.slice(0, match.index) + inserted + html.slice(match.index + match[0].length) : html;
}

/** Writes `head` into a built page in place of its own title, description and Open Graph tags. */
export const withHead = (html: string, head: string): string =>
  spliced(html, /<title>[^<]*<\/title>(\n<meta (name="(description|robots)"|property="og:[a-z_]+") content="[^"]*">)*/, head);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * An API's HTML as one line of plain text, cut at a word before `max` characters with an
 * ellipsis: a description for search results and link previews.
 */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    // A block ends a word; an inline element (<b>, <a>) does not.
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|section|article|header|footer|table|hr)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
      if (name in ENTITIES) return ENTITIES[name];
      const code = name.startsWith("#x") ? Number.parseInt(name.slice(2), 16) : name.startsWith("#") ? Number(name.slice(1)) : Number.NaN;
      return Number.isInteger(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut where a word ends: at the cut itself when the next character is a space.
  const atWord = text[max - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** An absolute http(s) address, or null: a relative or hostile one names nothing. */
export function httpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
