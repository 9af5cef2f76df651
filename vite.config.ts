import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { LITE_ALIASES } from "./scripts/lite-aliases.mjs";
import { widgetTags } from "./scripts/widget-tags.ts";

/** `virtual:lp-tag-families`: which family defines each tag, read from the widget folders. */
function tagFamilies(): Plugin {
  const id = "virtual:lp-tag-families";
  return {
    name: "lp-tag-families",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? `export default ${JSON.stringify(Object.fromEntries(widgetTags().map((t) => [t.tag, t.family])))};` : undefined),
  };
}

/** Each of the light flavour's names, exactly (a prefix would also catch react-dom/client's neighbours). */
const liteAliases = Object.entries(LITE_ALIASES).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replace(/[/.@-]/g, "\\$&")}$`),
  replacement,
}));

/**
 * The embeddable bundle: lp-widgets.js at a stable name, one chunk per widget family, and one
 * runtime chunk (React, the element bridge, signals, the core) shared by every family, so all
 * widgets on a page share one session. Not library mode: that mode neither minifies ES output
 * nor replaces process.env.NODE_ENV. `--mode lite` writes the light flavour to dist/widgets-lite.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), tagFamilies()],
  base: "./",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  resolve: mode === "lite" ? { alias: liteAliases } : {},
  build: {
    outDir: mode === "lite" ? "dist/widgets-lite" : "dist/widgets",
    emptyOutDir: true,
    target: "es2022",
    manifest: true,
    modulePreload: { polyfill: false },
    // The PDF reader (1.4 MB raw, about 0.3 MB brotli) is the one chunk above Vite's 500 KB warning:
    // it comes only on a learner's tap, and the size benchmark holds it to its budget.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: { "lp-widgets": "widgets/lp-widgets.ts" },
      output: {
        entryFileNames: "[name].js",
        // A family's chunk is named after its folder: chunks/auth-<hash>.js.
        chunkFileNames: (chunk) => {
          const family = /widgets[\\/]([\w-]+)[\\/]define\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1];
          return `chunks/${family ?? "[name]"}-[hash].js`;
        },
        codeSplitting: {
          // The runtime holds the files directly in shared/'s folders: what every widget starts with,
          // a blog's certificate badge included. A sub-folder there is a part only some widgets use.
          // The parts that most of them share (toasts, fields, dialogs, menus, stars, figures, the
          // events, the catalogue's and the learner's calls) make one chunk, the kit: every page of
          // the platform loads it, a page of badges does not, and one file costs a page less than
          // ten (a browser asks a host for six at a time, and runs each file as a task of its own).
          // The other parts come with the widgets that import them (the carousel, the review
          // dialog, the device store, the video facade); so do whole folders that only some families
          // need: the sanitiser (html/), realtime, paged lists and payments; and the session
          // (auth/), which families of public widgets never start.
          groups: [
            // The loader needs the preload helper, and nothing else of the runtime, before any widget is used.
            { name: "preload-helper", test: /preload-helper/, priority: 3 },
            {
              name: "runtime",
              // Before the groups below: what they import from the runtime stays in it.
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|preact|@r2wc|@preact|ofetch|valibot|destr|ufo)[\\/]|[\\/]shared[\\/](?!html[\\/]|realtime[\\/]|lists[\\/]|payments[\\/]|auth[\\/])[\w-]+[\\/][^\\/]+$|rolldown[\\/]runtime/,
            },
            {
              name: "kit",
              priority: 1,
              test: /[\\/]shared[\\/](api[\\/](catalogue|enrolment|learner|auth)|ui[\\/](toast|forms|dialog|menu|rating|figures|labels)|element[\\/](anchors|after-paint|on-demand|locale|discover|events))[\\/]|node_modules[\\/]toastify-js[\\/]/,
            },
            // The session, for every family that has signed-in widgets: one chunk, fetched by their pages.
            // With it, how a page starts it and says its failures (element/session/).
            { name: "session", test: /[\\/]shared[\\/](auth|element[\\/]session)[\\/]/ },
            // What every list of courses shows (the card, its price and its words): one chunk, not three.
            { name: "course-card", test: /[\\/]widgets[\\/]catalogue[\\/]components[\\/](course-card|price|card\.messages)\./ },
          ],
        },
      },
    },
  },
}));
