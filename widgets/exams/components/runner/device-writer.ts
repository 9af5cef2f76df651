import { type AttemptState, writeState } from "./device-copy.ts";

/** A User Timing entry for each write of an answer just given to the device copy: the benchmark and the browser's tools read it. */
export const DEVICE_WRITE_MEASURE = "lp:exam-answer-kept";

/**
 * The attempt's writes to the device, in order: IndexedDB commits them in the order they start, so
 * each write starts at once and the latest state wins. A failed write (no room, no IndexedDB)
 * leaves the attempt running from memory.
 */
export function deviceWriter() {
  let writes: Promise<void> = Promise.resolve();
  return {
    /** Writes `state` under `key`; settles when this write has. `measure`: an answer was just given. */
    persist(key: string, state: AttemptState | null, measure = false): Promise<void> {
      if (!state) return writes;
      const start = performance.now();
      const write = writeState(key, state).then(
        () => {
          if (measure) performance.measure?.(DEVICE_WRITE_MEASURE, { start });
        },
        () => undefined,
      );
      writes = Promise.all([writes, write]).then(() => undefined);
      return write;
    },
    /** Settles when every write started so far has. */
    settled: (): Promise<void> => writes,
  };
}
