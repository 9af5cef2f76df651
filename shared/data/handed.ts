import { createContext, useContext, useState, useSyncExternalStore } from "react";

/**
 * The API's answers a page arrived with: the server read them to draw a widget, and hands them to
 * the widget in the page, so the browser's first render draws the same thing at once and reads
 * nothing again. Each answer is named by the widget after what it reads, its parameters in the name
 * (`resource(load, { handed: \`posts:${page}\` })`): another page of a list is another name, which
 * the page did not arrive with, and is asked of the API.
 *
 * On the server a scope first collects: each named read is started and kept, the server waits for
 * them (briefly), then draws again with the answers, which it writes into the page.
 */
export interface HandedScope {
  /** The answer handed under `name`; undefined when there is none. */
  take(name: string): { value: unknown } | undefined;
  /** On the server's first pass: a named read, to wait for. */
  collect?(name: string, reading: Promise<unknown>): void;
  /** On the server: a model made for this drawing, disposed once the drawing is done (no effects run there). */
  keep?(model: Disposable): void;
  /**
   * In the browser: the root's first render, which took over the server's drawing, is done; a part
   * first drawn from now on was never the server's (`useDrawnByServer`).
   */
  live?: boolean;
}

/**
 * A read the server saw answered "not found" is handed as this, so the page arrives with the
 * widget's own not-found message (and the server's 404) rather than a placeholder.
 */
export interface HandedMissing {
  lpMissing: number;
  /** The server's own words for it, when it gave them. */
  message?: string;
}

export const isHandedMissing = (value: unknown): value is HandedMissing =>
  typeof value === "object" && value !== null && typeof (value as HandedMissing).lpMissing === "number";

/** The statuses that say the thing itself is not there: the same answer for every reader. */
const MISSING = new Set([404, 410]);

/** The scope of the widget being drawn (its element's, or the server's for this drawing). */
export const HandedContext = createContext<HandedScope | null>(null);

let current: HandedScope | null = null;

/** Runs `make` (a model's creation) with `scope` as the one its resources take their answers from. */
export function within<T>(scope: HandedScope | null, make: () => T): T {
  const before = current;
  current = scope;
  try {
    return make();
  } finally {
    current = before;
  }
}

/** The scope a resource being created belongs to, if any. */
export const currentScope = (): HandedScope | null => current;

/** A scope over answers given as an object (what the page's JSON holds). */
export function handedAnswers(answers: Record<string, unknown>): HandedScope {
  return { take: (name) => (Object.hasOwn(answers, name) ? { value: answers[name] } : undefined) };
}

/**
 * The server's scope: it hands the answers `known` already, and collects the named reads a drawing
 * starts for the others, for the next drawing to have.
 */
export function collectingScope(known: Record<string, unknown> = {}): HandedScope & {
  settle(waitMs: number): Promise<Record<string, unknown>>;
  /** How many reads the wait ended without an answer (failed, or still under way). */
  unanswered(): number;
} {
  const readings = new Map<string, Promise<unknown>>();
  const answers: Record<string, unknown> = {};
  return {
    take: (name) => (Object.hasOwn(known, name) ? { value: known[name] } : undefined),
    collect(name, reading) {
      if (!readings.has(name)) readings.set(name, reading);
    },
    unanswered: () => readings.size - Object.keys(answers).length,
    async settle(waitMs) {
      const deadline = new Promise<void>((resolve) => {
        // The wait never keeps the server's process alive on its own.
        (setTimeout(resolve, waitMs) as unknown as { unref?: () => void }).unref?.();
      });
      await Promise.race([
        Promise.all(
          [...readings].map(([name, reading]) =>
            reading.then(
              (value) => {
                answers[name] = value;
              },
              (error: unknown) => {
                const status = (error as { status?: unknown } | null)?.status;
                const { message, fromServer } = error as { message?: unknown; fromServer?: unknown };
                if (typeof status === "number" && MISSING.has(status))
                  answers[name] = { lpMissing: status, ...(fromServer === true && typeof message === "string" ? { message } : {}) } satisfies HandedMissing;
              },
            ),
          ),
        ),
        deadline,
      ]);
      return { ...answers };
    },
  };
}

/**
 * A value the server's drawing and the browser's first render must agree on though it differs
 * between them (the clock): the server's, handed over in the page; made here where no server drew
 * the widget. A widget moves on to its own value after its first render.
 */
export function useHandedValue<T>(name: string, make: () => T): T {
  const scope = useContext(HandedContext);
  const [value] = useState(() => {
    const given = scope?.take(name);
    if (given) return given.value as T;
    const made = make();
    scope?.collect?.(name, Promise.resolve(made));
    return made;
  });
  return value;
}

/**
 * Whether this part's first render is the server's drawing, or the browser's taking over of it:
 * then it draws what the server could (no window, no width, no session), and moves on to the
 * browser's own after. A part first drawn later, or anywhere no server drew, is the browser's.
 */
export function useDrawnByServer(): boolean {
  const scope = useContext(HandedContext);
  // React hydrates a Suspense boundary's content after the root's first commit, and tells its
  // hydration by asking for the server's snapshot; Preact hydrates in one pass, which the scope tells.
  const hydrating = useSyncExternalStore(unchanging, notHydrating, isHydrating);
  const [drawn] = useState(() => scope !== null && (hydrating || !scope.live));
  return drawn;
}
const unchanging = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;
