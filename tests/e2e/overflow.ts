import type { Page } from "playwright-core";
import { settled } from "./browsing.ts";

/**
 * What sticks out of the phone's screen sideways: the page's own horizontal scroll, then every
 * visible element (inside shadow roots too) whose box passes the viewport's left or right edge
 * while nothing between it and the page clips or scrolls it (a carousel's track scrolls on
 * purpose; a closed drawer is hidden). Each as "where: left..right", empty when all fits.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scroll = document.scrollingElement?.scrollWidth ?? 0;
    if (scroll > width + 1) found.push(`the page scrolls sideways: ${scroll} px wide in ${width}`);
    const parentOf = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
    const clipped = (el: Element): boolean => {
      for (let up = parentOf(el); up; up = parentOf(up)) {
        if (up === document.body || up === document.documentElement) return false;
        const style = getComputedStyle(up);
        if (style.overflowX !== "visible") return true;
        // A fixed or sticky ancestor's box is the viewport's: its children are measured against it.
        if (style.position === "fixed") return false;
      }
      return false;
    };
    const name = (el: Element) => {
      const host = (el.getRootNode() as ShadowRoot).host?.localName;
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      return `${host ? `${host} ` : ""}${el.localName}${cls}`;
    };
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i].querySelectorAll("*")) {
        if (el.shadowRoot) roots.push(el.shadowRoot);
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.right <= width + 1 && box.left >= -1) continue;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "contents" || el.closest("[hidden]")) continue;
        if (clipped(el)) continue;
        found.push(`${name(el)}: ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    // The outermost culprit is enough: its children follow it out.
    return found.slice(0, 8);
  });
}

/** The widths every page must fit, a small phone's and a common one's. */
export const PHONE_WIDTHS = [320, 360] as const;

/** What overflows at each phone width, resizing the page in place (its content is already there). */
export async function overflowAtPhoneWidths(page: Page): Promise<Record<number, string[]>> {
  const result: Record<number, string[]> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    // A drawer that was a column on the desktop slides out of view first: its transition starts on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await settled(page);
    const found = await overflowing(page);
    if (found.length) result[width] = found;
  }
  return result;
}
