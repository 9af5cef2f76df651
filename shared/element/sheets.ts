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
