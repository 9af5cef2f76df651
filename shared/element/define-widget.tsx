import r2wc from "@r2wc/react-to-web-component";
import { Component, Suspense, type ComponentType, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { locale } from "../i18n/locale.ts";
import { tc } from "../i18n/common-messages.ts";
import { baseSheets, sheet } from "./sheets.ts";
import { Skeleton } from "../ui/states.tsx";

export type PropType = "string" | "number" | "boolean" | "json" | "method";
export type WidgetProps = { container?: ShadowRoot };

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
    return this.state.failed ? <p role="alert" className="lp-crashed">{tc("common.crashed")}</p> : this.props.children;
  }
}

/** Every widget root: follows the page's language, and contains its own failures. */
function shell<P extends object>(Widget: ComponentType<P>) {
  return function Shell(props: P & WidgetProps) {
    useSignals();
    return (
      <div className="lp-root" lang={locale.value} part="base">
        <ErrorBoundary>
          {/* A widget whose code loads on first use shows a placeholder meanwhile. */}
          <Suspense fallback={<Skeleton count={3} height={20} />}>
            <Widget {...props} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  };
}

/**
 * Defines `tag` as a custom element rendering `Widget` in an open shadow root, with the
 * conventions of mature element libraries that r2wc leaves out:
 * - styles: the shared tokens and the widget's CSS as constructable sheets (no <style>, CSP-safe);
 * - boolean attributes by presence, and removing an attribute resets its prop;
 * - properties set before the element was defined are kept;
 * - moving the element keeps its state (unmounting waits a microtask to see if it comes back);
 * - defining a tag that already exists is a no-op, not an exception.
 */
export function defineWidget<P extends object>(
  tag: string,
  Widget: ComponentType<P>,
  options: { props: Partial<Record<keyof P & string, PropType>>; css?: string },
): void {
  if (customElements.get(tag)) return;
  const types = options.props as Record<string, PropType>;
  const attributeToProp = Object.fromEntries(Object.keys(types).map((p) => [dashed(p), p]));
  const sheets = [...baseSheets(), ...(options.css ? [sheet(options.css)] : [])];
  const Base = r2wc(shell(Widget) as ComponentType<WidgetProps>, { shadow: "open", props: types as never }) as unknown as {
    new (): R2wcElement;
  };

  class Widget_ extends Base {
    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = sheets;
      for (const [prop, type] of Object.entries(types)) {
        if (type === "boolean") this[PROPS][prop] = isOn(this.getAttribute(dashed(prop)));
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const early = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = early;
        }
      }
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
  customElements.define(tag, Widget_);
}

const isOn = (value: string | null) => value !== null && value !== "false";
