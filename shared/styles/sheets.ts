import controls from "./controls.css?inline";
import tokens from "./tokens.css?inline";

const cache = new Map<string, CSSStyleSheet>();
const texts = new WeakMap<CSSStyleSheet, string>();

/** One parsed sheet per CSS text, shared by every instance of every widget that uses it. */
export function sheet(css: string): CSSStyleSheet {
  let s = cache.get(css);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(css);
    cache.set(css, s);
    texts.set(s, css);
  }
  return s;
}

/** The CSS a sheet was made from (as written, for a sheet made here; as the browser reads it, for any other). */
export function sheetText(s: CSSStyleSheet): string {
  return texts.get(s) ?? Array.from(s.cssRules, (rule) => rule.cssText).join("\n");
}

/** What every widget's shadow root starts with: the design tokens, the base reset and the shared controls. */
export const baseSheets = (): CSSStyleSheet[] => [sheet(tokens), sheet(controls)];

/** The same, as text, for a shadow root the server draws (its <style> elements). */
export const baseStyles = (): string[] => [tokens, controls];

/**
 * The one way CSS reaches a shadow root: each text becomes a shared constructable sheet (no
 * <style>, so a strict CSP allows it), added once. A widget's own CSS goes last; a library's
 * (a chart, a video player, fetched with the code that needs it) goes right after the shared
 * sheets, as a library's CSS comes first on a page: the widget's rules still win.
 */
export function adoptStyles(root: ShadowRoot, css: readonly string[], { library = false } = {}): void {
  const added = css.map(sheet).filter((s) => !root.adoptedStyleSheets.includes(s));
  if (!added.length) return;
  const sheets = root.adoptedStyleSheets;
  if (!library) {
    root.adoptedStyleSheets = [...sheets, ...added];
    return;
  }
  const base = new Set(baseSheets());
  let at = 0;
  while (at < sheets.length && base.has(sheets[at])) at++;
  root.adoptedStyleSheets = [...sheets.slice(0, at), ...added, ...sheets.slice(at)];
}
