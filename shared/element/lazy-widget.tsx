import { lazy, useLayoutEffect, type ComponentType } from "react";
import type { WidgetProps } from "./define-widget.tsx";
import { sheet } from "./sheets.ts";

/**
 * A widget whose code and styles load with the first element of its kind on the page. Its sheet
 * joins the element's shadow root before the first paint of the loaded widget.
 */
// The loaded component's own prop types are checked where it is written; here only its attributes matter.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWidget = ComponentType<any>;

export function lazyWidget(load: () => Promise<{ component: AnyWidget; css: string }>) {
  return lazy(async () => {
    const { component: Widget, css } = await load();
    const styles = sheet(css);
    function Styled(props: WidgetProps & Record<string, unknown>) {
      useLayoutEffect(() => {
        const root = props.container;
        if (root && !root.adoptedStyleSheets.includes(styles)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
      }, [props.container]);
      return <Widget {...props} />;
    }
    return { default: Styled };
  });
}
