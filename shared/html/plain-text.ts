/**
 * The words of an HTML text, without its markup, cut to about `limit` characters: for a summary
 * on a card. Parsed as an inert document (DOMParser runs no script and fetches no image), and
 * what comes out is only ever rendered as text.
 */
export function plainText(html: string, limit: number): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const hidden of doc.querySelectorAll("script, style, template, noscript")) hidden.remove();
  // A heading and the paragraph under it are two sentences, not one run-together word.
  for (const block of doc.querySelectorAll("p, div, li, h1, h2, h3, h4, h5, h6, br, blockquote, tr, td, th, section, article")) block.append(" ");
  const text = (doc.body?.textContent ?? "").replace(/\s+/g, " ").trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
