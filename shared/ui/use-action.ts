import { useCallback, useRef, useState } from "react";

export interface ActionHandlers<A extends unknown[], R> {
  /** The action succeeded: say so, move on. */
  succeeded?(result: R, ...args: A): void;
  /** The action failed: say why (the error is also kept in `error` until the next run). */
  failed?(error: unknown, ...args: A): void;
}

export interface Action<A extends unknown[]> {
  /** Runs the action, unless it is already running: a second Enter or tap in the same moment does nothing. */
  run(...args: A): Promise<void>;
  /** While it runs: the button shows it is busy and refuses repeats. */
  busy: boolean;
  /** The last run's failure, until the next run starts; null after a success. */
  error: unknown;
}

/**
 * A form's or a button's action, run one way everywhere: once at a time, busy while it runs, then
 * its success or its failure handed to `handlers`. A failure is never thrown on to the caller
 * (an unhandled rejection would say nothing to the learner).
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>, handlers: ActionHandlers<A, R> = {}): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Set at once, unlike state: a second submit in the same moment cannot start the action twice.
  const running = useRef(false);
  const latest = useRef({ action, handlers });
  latest.current = { action, handlers };

  const run = useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await latest.current.action(...args);
      latest.current.handlers.succeeded?.(result, ...args);
    } catch (failure) {
      setError(failure);
      latest.current.handlers.failed?.(failure, ...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy, error };
}
