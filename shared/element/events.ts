/**
 * The events widgets send to the page: `lp-<noun>-<verb>`, one class each, bubbling and composed
 * so they leave the shadow root and a page can listen on document. The detail is plain data.
 */
export class LpEvent<D> extends CustomEvent<D> {
  constructor(type: `lp-${string}`, detail: D) {
    super(type, { detail, bubbles: true, composed: true });
  }
}

/** Sends `event` from the widget whose shadow root (or element) is `from`. */
export function emit(from: ShadowRoot | HTMLElement | undefined, event: LpEvent<unknown>): void {
  (from instanceof ShadowRoot ? from.host : from)?.dispatchEvent(event);
}

export interface SessionEventDetail {
  userId: number;
}

/** A learner signed in (with a password or with Google). */
export class LpSigninEvent extends LpEvent<SessionEventDetail> {
  static readonly type = "lp-signin";
  constructor(detail: SessionEventDetail) {
    super(LpSigninEvent.type, detail);
  }
}

/** An account was created. */
export class LpSignupEvent extends LpEvent<SessionEventDetail> {
  static readonly type = "lp-signup";
  constructor(detail: SessionEventDetail) {
    super(LpSignupEvent.type, detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    [LpSigninEvent.type]: LpSigninEvent;
    [LpSignupEvent.type]: LpSignupEvent;
  }
}
