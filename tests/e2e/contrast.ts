import type { Page } from "playwright-core";

export interface LowContrast {
  text: string;
  where: string;
  ratio: number;
  needed: number;
  color: string;
  background: string;
}

/**
 * Every piece of visible text on the page, inside shadow roots too, whose colour against the
 * background it is drawn on falls below WCAG AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px
 * bold). Text on an image or a gradient is left out (no single background to measure), and so is
 * the text of disabled controls, which WCAG exempts.
 */
export function lowContrast(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const parse = (css: string): RGBA | null => {
      const m = /rgba?\(([^)]+)\)/.exec(css);
      if (!m) return null;
      const parts = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const over = (top: RGBA, under: RGBA): RGBA => {
      const a = top[3] + under[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: RGBA) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const parentOf = (el: Element): Element | null => el.parentElement ?? (el.parentNode as ShadowRoot | null)?.host ?? null;
    /** The colour drawn behind `el`, or null when it is an image or a gradient. */
    const backgroundOf = (el: Element): RGBA | null => {
      const layers: RGBA[] = [];
      for (let node: Element | null = el; node; node = parentOf(node)) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== "none") return null;
        const colour = parse(style.backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      return layers.reduceRight<RGBA>((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    const hidden = (el: Element) => {
      for (let node: Element | null = el; node; node = parentOf(node)) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return true;
        if (node.closest("[inert]") || node.matches(":disabled, [aria-disabled='true']")) return true;
      }
      const box = el.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    const found: LowContrast[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? "")
          .join("")
          .trim();
        if (!own || /^[\s\p{P}\p{S}]*$/u.test(own) || hidden(el)) continue;
        const style = getComputedStyle(el);
        const background = backgroundOf(el);
        const colour = parse(style.color);
        if (!background || !colour) continue;
        const fg = over(colour, background);
        const [l1, l2] = [luminance(fg), luminance(background)].sort((a, b) => b - a);
        const ratio = (l1 + 0.05) / (l2 + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needed = large ? 3 : 4.5;
        if (ratio < needed - 0.01) {
          const host = (el.getRootNode() as ShadowRoot).host?.localName ?? "document";
          found.push({
            text: own.slice(0, 40),
            where: `${host} ${el.localName}.${[...el.classList].join(".")}`,
            ratio: Math.round(ratio * 100) / 100,
            needed,
            color: style.color,
            background: `rgb(${background.slice(0, 3).map(Math.round).join(", ")})`,
          });
        }
      }
    };
    visit(document);
    return found;
  });
}
