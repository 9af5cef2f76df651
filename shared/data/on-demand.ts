/**
 * Code fetched only when it is needed (a dialog, a carousel's library): loaded once per page and
 * shared by every element that asks. A failed load is forgotten, so asking again fetches again.
 * Unlike React.lazy, which remembers a failure and suspends the tree around it, asking never hides
 * the page, and the button that asked keeps the focus while the code arrives.
 */
export interface OnDemand<T> {
  /** The code, once it has arrived. */
  readonly code: T | null;
  /** Brings the code (the same promise while a load is under way). */
  load(): Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let arrived: T | null = null;
  return {
    get code() {
      return arrived;
    },
    load(): Promise<T> {
      pending ??= importer().then(
        (code) => (arrived = code),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
