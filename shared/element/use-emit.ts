import { createContext, useContext } from "react";
import { emit, type LpEvent } from "./events.ts";

/** The shadow root of the widget a component is drawn in: where the events it sends start. */
export const WidgetHost = createContext<ShadowRoot | undefined>(undefined);

/**
 * Sends an event from the widget this component is drawn in, however deep: it bubbles out of the
 * shadow root to the page.
 */
export function useEmit(): (event: LpEvent<unknown>) => void {
  const host = useContext(WidgetHost);
  return (event) => emit(host, event);
}
