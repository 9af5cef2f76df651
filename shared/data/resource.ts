import { createModel, effect, signal, untracked } from "@preact/signals-react";
import { token } from "#shared/api/token.ts";
import { currentScope } from "./handed.ts";

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
 * One answer of the API, held as a signal: loading, ready or failed. It follows the session on
 * its own: a sign-in, a sign-out or another learner reads it again, because what the server
 * answers depends on who asks. Only the latest read counts; an older answer is dropped.
 */
export function resource<T>(load: (abort: AbortSignal) => Promise<T>, { keepOnNewSession = false, handed }: ResourceOptions = {}) {
  const scope = handed ? currentScope() : null;
  const given = handed ? scope?.take(handed) : undefined;
  const Resource = createModel(() => {
    const state = signal<Loaded<T>>(given ? { status: "ready", data: given.value as T } : { status: "loading" });
    const attempt = signal(0);
    let reading: AbortController | null = null;

    function read(quiet: boolean): void {
      reading?.abort();
      const mine = new AbortController();
      reading = mine;
      if (!quiet && state.peek().status !== "loading") state.value = { status: "loading" };
      const pending = load(mine.signal);
      if (handed) scope?.collect?.(handed, pending);
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
    // Handed its answer: the first read is the server's, already here.
    let skip = given !== undefined;
    effect(() => {
      const bearer = token.value;
      attempt.value;
      const newSession = session !== undefined && bearer !== session;
      session = bearer;
      if (skip) {
        skip = false;
        return;
      }
      untracked(() => read(newSession && keepOnNewSession && state.peek().status === "ready"));
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
