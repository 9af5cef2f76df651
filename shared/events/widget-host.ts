import { createContext } from "react";

/** The shadow root of the widget a component is drawn in: where the events it sends start. */
export const WidgetHost = createContext<ShadowRoot | undefined>(undefined);
