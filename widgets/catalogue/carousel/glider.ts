import type Glider from "glider-js";

let glider: Promise<typeof Glider> | null = null;

/** Glider's code arrives with the first carousel that has something to scroll; a failed load can be tried again. */
export function loadGlider(): Promise<typeof Glider> {
  glider ??= import("glider-js").then(
    (m) => m.default,
    (error: unknown) => {
      glider = null;
      throw error;
    },
  );
  return glider;
}
