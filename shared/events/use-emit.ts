import { useContext } from "react";
import { WidgetHost } from "#shared/events/widget-host.ts";
import type { LpEvent } from "./events.ts";

/**
 * The one way a widget tells the page what happened: sends an event from the widget this component
 * is drawn in, however deep, and it bubbles out of the shadow root to the page.
 */
export function useEmit(): (event: LpEvent<unknown>) => void {
  const root = useContext(WidgetHost);
  return (event) => root?.host.dispatchEvent(event);
}
