import { type DependencyList, useContext, useEffect, useMemo } from "react";
import { HandedContext, within } from "./handed.ts";

/**
 * A model for a component: made on first render and again when `deps` change (an attribute that
 * names what to load), disposed when it is replaced or the component goes. Its effects (its
 * requests) stop with it, so a late answer never lands in a page that moved on. Its resources
 * start with the answers the page arrived with, where the server drew the widget.
 */
export function useModel<M extends Disposable>(create: () => M, deps: DependencyList): M {
  // The answers the page arrived with, for the resources the model makes (handed.ts).
  const scope = useContext(HandedContext);
  // `create` is a fresh closure each render; `deps` say when it means something new.
  const model = useMemo(() => {
    const made = within(scope, create);
    scope?.keep?.(made);
    return made;
  }, deps);
  useEffect(() => () => model[Symbol.dispose](), [model]);
  return model;
}
