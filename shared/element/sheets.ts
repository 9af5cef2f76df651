import tokens from "../styles/tokens.css?inline";
import ui from "../ui/ui.css?inline";

const cache = new Map<string, CSSStyleSheet>();

/** One parsed sheet per CSS text, shared by every instance of every widget that uses it. */
export function sheet(css: string): CSSStyleSheet {
  let s = cache.get(css);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(css);
    cache.set(css, s);
  }
  return s;
}

/** What every widget's shadow root starts with: the design tokens, the base reset and the shared controls. */
export const baseSheets = (): CSSStyleSheet[] => [sheet(tokens), sheet(ui)];

/**
 * Joins a library's CSS (a chart, a video player) to `root` once, after the shared sheets and
 * before the widget's own, as a library's CSS comes: the widget's rules still win.
 */
export function adoptLibrarySheet(root: ShadowRoot, css: string): void {
  const styles = sheet(css);
  const sheets = root.adoptedStyleSheets;
  if (sheets.includes(styles)) return;
  const base = new Set(baseSheets());
  let at = 0;
  while (at < sheets.length && base.has(sheets[at])) at++;
  root.adoptedStyleSheets = [...sheets.slice(0, at), styles, ...sheets.slice(at)];
}
