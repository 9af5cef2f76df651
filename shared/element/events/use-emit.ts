import { useContext } from "react";
import { WidgetHost } from "#shared/element/widget-host.ts";
import { emit, type LpEvent } from "./events.ts";

/**
 * Sends an event from the widget this component is drawn in, however deep: it bubbles out of the
 * shadow root to the page.
 */
export function useEmit(): (event: LpEvent<unknown>) => void {
  const host = useContext(WidgetHost);
  return (event) => emit(host, event);
}
