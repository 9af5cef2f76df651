import { createModel, effect, signal, untracked } from "@preact/signals-react";
import { ApiError } from "#shared/api/errors.ts";
import { token } from "#shared/api/token.ts";
import { currentScope, isHandedMissing } from "./handed.ts";

export type Loaded<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown };

export interface ResourceOptions {
  /**
   * When another session starts (a sign-in on the page, a token refused), keep what is shown
   * while it is read again, rather than starting over: for public data whose details depend on
   * who reads it (a course page's enrolment).
   */
  keepOnNewSession?: boolean;
  /**
   * The name its answer has among those a page arrives with (`handed.ts`): a widget the server
   * drew starts with it, ready, and reads nothing until the session changes or it is asked to.
   */
  handed?: string;
}

/**
 * A model's start from the answers the page arrived with: the answer named `name`, if the page
 * holds it, and whether it stands as the first read. The server reads as a visitor: a reader who
 * is signed in starts from it all the same (the page shows at once) and reads their own quietly.
 */
export function handedStart<T>(name: string | undefined): {
  given?: { value: T };
  /** The server found nothing under this name (its 404), for every reader alike. */
  missing?: ApiError;
  stands: boolean;
  collect(reading: Promise<unknown>): void;
} {
  const scope = name ? currentScope() : null;
  const taken = name ? scope?.take(name) : undefined;
  const missing =
    taken && isHandedMissing(taken.value)
      ? new ApiError(taken.value.message ?? "", taken.value.lpMissing, {}, typeof taken.value.message === "string")
      : undefined;
  const given = missing ? undefined : (taken as { value: T } | undefined);
  return {
    given,
    missing,
    stands: (given !== undefined && token.peek() === null) || missing !== undefined,
    collect: (reading) => {
      if (name) scope?.collect?.(name, reading);
    },
  };
}

/**
 * One answer of the API, held as a signal: loading, ready or failed. It follows the session on
 * its own: a sign-in, a sign-out or another learner reads it again, because what the server
 * answers depends on who asks. Only the latest read counts; an older answer is dropped.
 */
export function resource<T>(load: (abort: AbortSignal) => Promise<T>, { keepOnNewSession = false, handed }: ResourceOptions = {}) {
  const start = handedStart<T>(handed);
  const Resource = createModel(() => {
    const state = signal<Loaded<T>>(
      start.given ? { status: "ready", data: start.given.value } : start.missing ? { status: "error", error: start.missing } : { status: "loading" },
    );
    const attempt = signal(0);
    let reading: AbortController | null = null;

    function read(quiet: boolean): void {
      reading?.abort();
      const mine = new AbortController();
      reading = mine;
      if (!quiet && state.peek().status !== "loading") state.value = { status: "loading" };
      const pending = load(mine.signal);
      start.collect(pending);
      pending.then(
        (data) => {
          if (!mine.signal.aborted) state.value = { status: "ready", data };
        },
        (error: unknown) => {
          if (!mine.signal.aborted) state.value = { status: "error", error };
        },
      );
    }

    let session: string | null | undefined;
    // Handed its answer: the first read is the server's, already here (or, signed in, a quiet one).
    let first = start.given !== undefined || start.missing !== undefined;
    effect(() => {
      const bearer = token.value;
      attempt.value;
      const newSession = session !== undefined && bearer !== session;
      session = bearer;
      const handedFirst = first;
      first = false;
      if (handedFirst && start.stands) return;
      untracked(() => read(handedFirst || (newSession && keepOnNewSession && state.peek().status === "ready")));
      return () => reading?.abort();
    });

    return {
      state,
      /** Reads again from scratch (after a failure). */
      retry() {
        attempt.value++;
      },
      /** Reads again while what is shown stays (after a change the learner made). */
      refresh() {
        read(true);
      },
    };
  });
  return new Resource();
}

export type Resource<T> = ReturnType<typeof resource<T>>;
