import { onDemand } from "#shared/data/on-demand.ts";

/** Glider's code arrives with the first carousel that has something to scroll; a failed load can be tried again. */
const glider = onDemand(() => import("glider-js").then((m) => m.default));

export const loadGlider = () => glider.load();
