import { fileURLToPath } from "node:url";

/**
 * The light flavour of the widgets: the same source on Preact's React API. React and ReactDOM
 * become preact/compat, and the signals' React binding becomes Preact's own, which tracks every
 * component by itself (so `useSignals()` has nothing left to do). The build (vite.config.ts) and
 * the browser tests' bundler read the same names from here.
 */
export const LITE_ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  // The server's drawing (widgets/lp-server.tsx), as Preact's markup, which its hydration expects.
  "react-dom/server": "preact-render-to-string",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
  "@preact/signals-react": "@preact/signals",
  "@preact/signals-react/runtime": fileURLToPath(new URL("../shared/element/signals-runtime-lite.ts", import.meta.url)),
};
