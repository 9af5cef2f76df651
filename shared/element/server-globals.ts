/**
 * What the widgets' modules read of the browser when they are drawn on the server (the host
 * site's public pages): the page's address, its loader's settings, empty storage, no listeners.
 * Just enough for a first render, which reads and never writes the page; effects do not run on
 * the server. Installed before any widget module is imported, and set again for each page.
 */

export interface ServerPage {
  /** The page's full address. */
  url: string;
  /** The loader script's data-* attributes, as the page's dataset gives them (camelCase). */
  dataset: Record<string, string>;
}

const noop = () => undefined;

/** Storage that holds nothing: a visitor's view, whatever the device remembers. */
const emptyStorage = (): Storage => ({ length: 0, getItem: () => null, setItem: noop, removeItem: noop, clear: noop, key: () => null }) as unknown as Storage;

const page: { url: URL } = { url: new URL("http://localhost/") };

export function installServerGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  if (g.window) return;
  g.window = globalThis;
  g.addEventListener = noop;
  g.removeEventListener = noop;
  g.localStorage = emptyStorage();
  g.sessionStorage = emptyStorage();
  g.matchMedia = () => ({ matches: false, addEventListener: noop, removeEventListener: noop });
  Object.defineProperty(globalThis, "location", { configurable: true, get: () => page.url });
  g.document = {
    get baseURI() {
      return page.url.href;
    },
    documentElement: { lang: "en" },
    addEventListener: noop,
    removeEventListener: noop,
    querySelector: () => null,
    querySelectorAll: () => [],
  };
}

/** The page being drawn: its address and its loader's settings. */
export function setServerPage({ url, dataset }: ServerPage): void {
  page.url = new URL(url);
  (globalThis as unknown as { __lpLoaderDataset: Record<string, string> }).__lpLoaderDataset = dataset;
}
