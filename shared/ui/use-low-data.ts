import { useSyncExternalStore } from "react";
import { lowData, lowDataChoice } from "#shared/config/low-data.ts";
import { getConfig } from "#shared/config/runtime.ts";

/**
 * Whether the widgets save data, for what a render draws: a drawing the server made knew only the
 * page's own header (`Save-Data`), so the render that takes it over starts from that, and turns to
 * the learner's choice on this device right after, with no mismatch.
 */
export function useLowData(): boolean {
  return useSyncExternalStore(
    (changed) => lowDataChoice.subscribe(changed),
    lowData,
    () => getConfig().saveData,
  );
}
