const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * While a drawer is open over the page, Tab and Shift+Tab go round its toggle and its contents
 * only, so the keyboard never wanders into the page hidden behind it (Escape closes it).
 */
export function keepTabWithin(event: KeyboardEvent, within: readonly (HTMLElement | null)[]): void {
  if (event.key !== "Tab") return;
  const focusables = within
    .filter((el): el is HTMLElement => el !== null)
    .flatMap((el) => [...(el.matches(FOCUSABLE) ? [el] : []), ...el.querySelectorAll<HTMLElement>(FOCUSABLE)])
    .filter((el) => !el.closest("[hidden]"));
  if (focusables.length === 0) return;
  const root = focusables[0].getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (event.shiftKey && (active === first || !focusables.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !focusables.includes(active as HTMLElement))) {
    event.preventDefault();
    first.focus();
  }
}
