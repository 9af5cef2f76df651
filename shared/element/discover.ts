/**
 * Asks the page's loader to define the lp-* elements a widget rendered inside its own shadow root
 * (the loader watches the document, which cannot see in there). Without the loader (a page that
 * defines its families itself) it does nothing.
 */
export function discoverWidgets(root: ParentNode | null | undefined): void {
  if (root) window.lpWidgets?.discover(root);
}
