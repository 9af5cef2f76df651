/**
 * Widgets talk to the page through `lp-*` events that bubble out of the shadow root, so a host
 * can listen on document. The detail is plain data.
 */
export function emit<D>(from: ShadowRoot | HTMLElement | undefined, name: `lp-${string}`, detail: D): void {
  const target = from instanceof ShadowRoot ? from.host : from;
  target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

export interface SessionEventDetail {
  userId: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    "lp-signin": CustomEvent<SessionEventDetail>;
    "lp-signup": CustomEvent<SessionEventDetail>;
  }
}
