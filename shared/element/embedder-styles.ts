import { getConfig } from "#shared/config/runtime.ts";

/**
 * An embedding site's own CSS for a widget's shadow root (`lpConfig.styles`: by tag name, or "*"
 * for every widget), for what the `--lp-*` properties and `::part()` do not reach. Opt-in: the
 * widgets' own looks never depend on it, and its code comes only to a page that asks for it.
 * Limits, said in the README: it is a `<style>` element (shadow-dom-inject-styles), so a page whose
 * Content-Security-Policy forbids inline styles, or that enforces Trusted Types, cannot use it; and
 * the widget's own rules come later in the cascade, so an injected rule must be more specific.
 */
export function injectEmbedderStyles(element: HTMLElement): void {
  const { styles } = getConfig();
  const css = [styles["*"], styles[element.localName]].filter(Boolean).join("\n");
  if (!css) return;
  import("shadow-dom-inject-styles")
    .then(({ injectStyles }) => injectStyles(element, ".lp-root", css))
    .catch((error: unknown) => console.warn(`lp-widgets: the styles lpConfig gives <${element.localName}> could not be added`, error));
}
