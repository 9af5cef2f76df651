import { useSignals } from "@preact/signals-react/runtime";
import r2wc from "@r2wc/core";
import {
  Component,
  type ComponentType,
  createContext,
  createElement,
  type ReactElement,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { COPY_ATTRIBUTE } from "#shared/browser/device-keys.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { HandedContext, type HandedScope, handedAnswers } from "#shared/data/handed.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { WidgetHost } from "#shared/events/widget-host.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { locale } from "#shared/i18n/locale.ts";
import { adoptStyles, baseSheets } from "#shared/styles/sheets.ts";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import type { EarlyPresses } from "./early-presses.ts";
import { injectEmbedderStyles } from "./embedder-styles.ts";
import { startPage } from "./start-page.ts";
import type { AttributeType, TagDeclaration } from "./tag.ts";

export type WidgetProps = {
  container?: ShadowRoot;
  /** The answers the server drew the widget with (on the server; in the browser they come with its root). */
  handed?: HandedScope;
};

/** Each server-drawn root's answers, read from the page before it is hydrated. */
const handedOfRoot = new WeakMap<ShadowRoot, HandedScope>();

/** What a tag's root module (`<name>/<name>.tsx`) exports: its component, and its own CSS in order. */
export interface WidgetModule {
  // The root's own prop types are checked where it is written, against its declaration.
  // biome-ignore lint/suspicious/noExplicitAny: any root component fits the bridge
  default: ComponentType<any>;
  styles?: readonly string[];
  /**
   * What the widget shows, as schema.org JSON-LD, for the head of a page the server draws it in
   * (read in the page's language): for words only the widget holds (the home page's FAQ).
   */
  structuredData?: () => Record<string, unknown>;
  /**
   * The code a drawing by the server used beyond the root's own (which the browser loads on
   * demand), from the answers it was drawn with: the server has it before it draws with them, the
   * browser before it takes the drawing over, so the two renders are the same.
   */
  codeDrawnWith?: (answers: HandedScope) => Promise<unknown> | undefined;
}

/** A root module, or the way to fetch it when the first element of its tag is on the page. */
export type WidgetSource = WidgetModule | (() => Promise<WidgetModule>);

// r2wc keeps parsed props and its render step behind these registered symbols.
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");

const dashed = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** A crash inside one widget shows a message in that widget, never a blank box or a broken page. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? (
      <p role="alert" className="lp-crashed">
        {tc("common.crashed")}
      </p>
    ) : (
      this.props.children
    );
  }
}

/**
 * The root component of a tag. Code fetched on first use renders as soon as it is here, without
 * a placeholder when it already is (it was fetched with the page); its CSS joins the shadow root
 * before the widget first paints. The wait is component state, not Suspense: React holds back
 * content that replaces a Suspense fallback for a while, which a preloaded widget must not pay.
 */
function rootOf(source: WidgetSource): { Root: ComponentType<WidgetProps>; fetch(): void; load(): Promise<WidgetModule> } {
  const code = typeof source === "function" ? onDemand(source) : { code: source, load: () => Promise.resolve(source) };
  function Root(props: WidgetProps) {
    const [module, setModule] = useState<WidgetModule | null>(code.code);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (module) return;
      let live = true;
      code.load().then(
        (loaded) => live && setModule(loaded),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [module]);
    useLayoutEffect(() => {
      if (module && props.container) adoptStyles(props.container, module.styles ?? []);
    }, [module, props.container]);
    // The error boundary around the widget says it could not be shown.
    if (failure) throw failure.error;
    if (!module) return <Pending />;
    const Widget = module.default;
    return <Widget {...props} />;
  }
  // A failed fetch is reported where it is rendered; the next element to connect asks again.
  return { Root, fetch: () => void code.load().catch(() => undefined), load: code.load };
}

/** What a widget shows while its code is on its way (marked, so a page or a test can tell). */
function Pending() {
  return (
    <div className="lp-widget-pending">
      <Skeleton count={3} height={20} />
    </div>
  );
}

/** Every widget root: follows the page's language, and contains its own failures. */
function shell(Root: ComponentType<WidgetProps>) {
  return function Shell(props: WidgetProps) {
    useSignals();
    return (
      <div className="lp-root" lang={locale.value} part="base">
        <WidgetHost.Provider value={props.container}>
          <HandedContext.Provider value={props.handed ?? (props.container ? (handedOfRoot.get(props.container) ?? null) : null)}>
            <ErrorBoundary>
              <Suspense fallback={<Pending />}>
                <Root {...props} />
                <Live />
              </Suspense>
            </ErrorBoundary>
          </HandedContext.Provider>
        </WidgetHost.Provider>
      </div>
    );
  };
}

/**
 * A widget's tree as its element renders it, for the server to draw into a declarative shadow root
 * the browser then takes over: the same shell, the same root, so the two agree node for node.
 */
export function serverTree(module: WidgetModule, props: Record<string, unknown> & { handed?: HandedScope }): ReactElement {
  return createElement(shell(rootOf(module).Root), props);
}

/** The language the server drew a root in. */
const drawnIn = (root: ShadowRoot) => root.querySelector(".lp-root")?.getAttribute("lang");

/** The answers' JSON, or none when it does not parse as an object. */
function parsed(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? "");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What a root taking over the server's drawing does once its widget is in the page, hydrated:
 * `onLive` (the presses held meanwhile, done again), and its scope marked live.
 */
const TakingOver = createContext<{ onLive?: () => void; drawn?: HandedScope }>({});

/**
 * Beside the widget, inside its Suspense boundary: its layout effect runs in the commit that
 * hydrated the widget (React hydrates a boundary's content after the root's first commit, so the
 * boundary's, not the root's, commit says the widget is live). What was typed is told there, before
 * any later render of a field could write the server's value back over it; the presses follow in
 * a task of their own.
 */
function Live() {
  const { onLive, drawn } = useContext(TakingOver);
  useLayoutEffect(() => onLive?.(), []);
  useEffect(() => {
    if (drawn) drawn.live = true;
  }, []);
  return null;
}

/**
 * Asks for a widget's code in a task of its own: the page's widgets are upgraded in the task that
 * evaluated the runtime, and each request for code (its chunks named to the browser to fetch
 * together) is a few milliseconds more there, a long task on a slow phone when a page has several.
 */
function inATaskOfItsOwn<T>(then: () => T | PromiseLike<T>): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(then);
}

/** A root whose presses nothing held (the page has no loader to hold them): nothing to do again. */
const UNHELD: EarlyPresses = { replay: () => undefined, drop: () => undefined, replayIn: () => undefined };

interface Mounted {
  Component: ComponentType<WidgetProps>;
  props: WidgetProps;
  root: Root | null;
  /** Still in the page (not unmounted while its code was on its way). */
  connected: boolean;
  /** Once the tree has committed: the held presses of a server-drawn root are done again. */
  onLive?: () => void;
  /** The answers and state of the server's drawing a hydrated root took over. */
  drawn?: HandedScope;
}

/**
 * r2wc's renderer, taking over what the server drew: a shadow root the page arrived with
 * (`data-lp-ssr` on its host) is hydrated once the widget's code is here, its CSS adopted and the
 * server's <style> elements removed in the same task, so nothing repaints. Any other renders anew.
 */
function renderer(load: () => Promise<WidgetModule>) {
  // One shape of tree for every render of a root, so an update never draws it anew.
  const render = (m: Mounted) => (
    <TakingOver.Provider value={{ onLive: m.onLive, drawn: m.drawn }}>
      <m.Component {...m.props} />
    </TakingOver.Provider>
  );
  return {
    mount(container: HTMLElement, Component: ComponentType<WidgetProps>, props: WidgetProps): Mounted {
      const m: Mounted = { Component, props, root: null, connected: true };
      const host = (container as unknown as ShadowRoot).host;
      if (!host?.hasAttribute("data-lp-ssr") && !host?.hasAttribute(COPY_ATTRIBUTE)) {
        m.root = createRoot(container);
        m.root.render(render(m));
        return m;
      }
      const shadow = container as unknown as ShadowRoot;
      // Presses on the server's view before the code has come, held by the loader from its start, are done once it is live.
      const early = window.lpWidgets?.held(shadow) ?? UNHELD;
      if (host.hasAttribute(COPY_ATTRIBUTE)) {
        const module = inATaskOfItsOwn(load);
        // Only a return with a copy of the learner's last screen needs this code: fetched then, from the device.
        void import("./copy-take-over.ts").then(
          ({ takeOverCopy }) =>
            takeOverCopy(shadow, {
              module,
              early,
              mount: (live, onLive) => {
                m.onLive = onLive;
                m.root = createRoot(live);
                m.root.render(render(m));
              },
              connected: () => m.connected,
            }),
          early.drop,
        );
        return m;
      }
      inATaskOfItsOwn(load)
        .then(async (module) => {
          // The answers it was drawn with, and the code that drawing used beyond the root's own (loaded
          // on demand elsewhere): here before the take-over, so the first render is the server's.
          const answersNode = [...shadow.children].find((node) => node.localName === "script" && node.hasAttribute("data-lp-handed"));
          // Drawn in another language than the reader's (a choice the server could not know yet):
          // drawn again in theirs, reading anew (the answers were in the other language too),
          // rather than hydrated into words that do not match.
          const sameLanguage = drawnIn(shadow) === locale.peek();
          // Always a scope, answers or not: a widget tells by it that it takes over what the server drew.
          const scope = handedAnswers(answersNode && sameLanguage ? parsed(answersNode.textContent) : {});
          if (sameLanguage) await module.codeDrawnWith?.(scope)?.catch(() => undefined);
          return { module, scope, sameLanguage };
        })
        .then(
          ({ module, scope, sameLanguage }) => {
            if (!m.connected) return early.drop();
            adoptStyles(shadow, module.styles ?? []);
            // The server's styles and answers are the page's, not the widget's tree: out before it hydrates.
            for (const node of [...shadow.children]) if (node.localName === "style" || node.localName === "script") node.remove();
            host.removeAttribute("data-lp-ssr");
            handedOfRoot.set(shadow, scope);
            if (!sameLanguage) {
              // Drawn anew: nothing of this render is the server's.
              scope.live = true;
              early.drop();
              shadow.replaceChildren();
              m.root = createRoot(container);
              m.root.render(render(m));
            } else {
              m.onLive = early.replay;
              m.drawn = scope;
              m.root = hydrateRoot(shadow as unknown as Element, render(m));
            }
          },
          () => {
            // Without its code the server's view stays as it is, readable; the next visit tries again.
            early.drop();
          },
        );
      return m;
    },
    update(m: Mounted, props: WidgetProps): void {
      m.props = props;
      // While a drawn root is still taking over, a change waits for the hydration as a transition:
      // an update of a higher priority would make React drop the server's drawing and render anew,
      // beside the server's nodes (it does not clear a shadow root).
      if (m.drawn && !m.drawn.live) startTransition(() => m.root?.render(render(m)));
      else m.root?.render(render(m));
    },
    unmount(m: Mounted): void {
      m.connected = false;
      m.root?.unmount();
    },
  };
}

/** Every widget element of this page, whatever its tag. */
const widgetElements = new WeakSet<Element>();

/**
 * Defines a tag as a custom element rendering its root in an open shadow root, with the
 * conventions of mature element libraries that r2wc leaves out:
 * - styles: the shared tokens and controls, then the widget's CSS, as constructable sheets
 *   (no <style>, CSP-safe);
 * - boolean attributes by presence, and removing an attribute resets its prop;
 * - properties set before the element was defined are kept;
 * - moving the element keeps its state (unmounting waits a microtask to see if it comes back);
 * - defining a tag that already exists is a no-op, not an exception;
 * - a root fetched on first use starts loading when the first element of its tag connects.
 */
export function defineWidget(declaration: TagDeclaration, source: WidgetSource): void {
  const { tag, attributes } = declaration;
  if (customElements.get(tag)) return;
  const types = attributes as Record<string, AttributeType>;
  const attributeToProp = Object.fromEntries(Object.keys(types).map((p) => [dashed(p), p]));
  const eager = typeof source === "function" ? [] : (source.styles ?? []);
  const { Root, fetch, load } = rootOf(source);
  const Base = r2wc(shell(Root) as never, { shadow: "open", props: types as never }, renderer(load) as never) as unknown as { new (): R2wcElement };

  class Widget extends Base {
    /** The root the server drew, when the page arrived with one: taken over, not emptied. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      widgetElements.add(this);
      const root = this.shadowRoot as ShadowRoot;
      // A copy of the learner's last screen keeps the sheets it was seen with until the widget takes its place.
      if (!this.hasAttribute(COPY_ATTRIBUTE)) {
        root.adoptedStyleSheets = baseSheets();
        adoptStyles(root, eager);
      }
      for (const [prop, type] of Object.entries(types)) {
        if (type === "boolean") this[PROPS][prop] = isOn(this.getAttribute(dashed(prop)));
        if (Object.hasOwn(this, prop)) {
          const early = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = early;
        }
      }
    }

    override connectedCallback() {
      void inATaskOfItsOwn(fetch);
      super.connectedCallback();
      // The page's theme, when it sets one; the tag's own theme attribute still wins (tokens.css).
      const { theme } = getConfig();
      if (theme === "auto") this.removeAttribute("data-lp-theme");
      else this.setAttribute("data-lp-theme", theme);
      // Drawn by another widget: it takes that widget's tokens and colours (tokens.css), as a page
      // that themes the outer tag expects. Inside any other shadow root it keeps its own.
      const around = this.getRootNode();
      this.toggleAttribute("data-lp-nested", around instanceof ShadowRoot && widgetElements.has(around.host));
      injectEmbedderStyles(this);
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const prop = attributeToProp[name];
      if (types[prop] === "boolean") {
        this[PROPS][prop] = isOn(value);
        this[RENDER]();
      } else if (value === null) {
        this[PROPS][prop] = undefined;
        this[RENDER]();
      } else super.attributeChangedCallback(name, old, value);
    }

    override disconnectedCallback() {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }
  customElements.define(tag, Widget);
}

/**
 * What a family's define.ts does, and all it does: start the page (and its shared session, unless
 * the family's widgets show only public data: `session: false`), then define each of its tags
 * with the root module that renders it, fetched when first used (or, for a widget a page shows
 * alone and must show fast, the module itself, which comes with the family).
 */
export function defineFamily(widgets: readonly (readonly [TagDeclaration, WidgetSource])[], { session = true } = {}): void {
  startPage({ session });
  for (const [declaration, load] of widgets) defineWidget(declaration, load);
}

const isOn = (value: string | null) => value !== null && value !== "false";
