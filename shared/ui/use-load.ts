import { type DependencyList, useEffect, useState } from "react";

export type Loaded<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown };

/**
 * Loads once per change of `deps` and again on retry. An answer that arrives after the deps
 * changed (or after unmount) is dropped, so a slow first answer never overwrites a newer one.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => (s.status === "loading" ? s : { status: "loading" }));
    load().then(
      (data) => current && setState({ status: "ready", data }),
      (error: unknown) => current && setState({ status: "error", error }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `deps` says when it means something new.
  }, [...deps, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
