import { type DependencyList, useEffect, useMemo } from "react";

/**
 * A model for a component: made on first render and again when `deps` change (an attribute that
 * names what to load), disposed when it is replaced or the component goes. Its effects (its
 * requests) stop with it, so a late answer never lands in a page that moved on.
 */
export function useModel<M extends Disposable>(create: () => M, deps: DependencyList): M {
  // `create` is a fresh closure each render; `deps` say when it means something new.
  const model = useMemo(create, deps);
  useEffect(() => () => model[Symbol.dispose](), [model]);
  return model;
}
