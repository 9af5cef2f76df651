/**
 * `@preact/signals-react/runtime` in the light flavour. There, `@preact/signals` hooks into Preact
 * itself and every component that reads a signal re-renders when it changes: the widgets' calls to
 * `useSignals()` (which React needs) have nothing left to do.
 */
export function useSignals(): void {}
