import { onTestFinished } from "vitest";

/** The `type` events that reach the document during this test (out of a widget's shadow root), in order. */
export function heard<K extends keyof GlobalEventHandlersEventMap>(type: K): GlobalEventHandlersEventMap[K][] {
  const seen: GlobalEventHandlersEventMap[K][] = [];
  const listener = (event: GlobalEventHandlersEventMap[K]) => seen.push(event);
  document.addEventListener(type, listener);
  onTestFinished(() => document.removeEventListener(type, listener));
  return seen;
}
