import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { belongsTo, modulePath } from "./scripts/chunks.ts";
import { LITE_ALIASES } from "./scripts/lite-aliases.mjs";
import { widgetTags } from "./scripts/widget-tags.ts";

const root = process.cwd();

/** `virtual:lp-tag-families`: which family defines each tag, read from the widget folders. */
function tagFamilies(): Plugin {
  const id = "virtual:lp-tag-families";
  return {
    name: "lp-tag-families",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? `export default ${JSON.stringify(Object.fromEntries(widgetTags().map((t) => [t.tag, t.family])))};` : undefined),
  };
}

/**
 * `.vite/chunks.json`: the modules each chunk holds (paths from the repository root), beside
 * Vite's manifest, for the size budgets to hold the runtime and the kit to their lists.
 */
function chunkMembers(): Plugin {
  return {
    name: "lp-chunk-members",
    generateBundle(_, bundle) {
      const members: Record<string, string[]> = {};
      for (const out of Object.values(bundle)) if (out.type === "chunk") members[out.fileName] = out.moduleIds.map((id) => modulePath(id, root)).sort();
      this.emitFile({ type: "asset", fileName: ".vite/chunks.json", source: `${JSON.stringify(members, null, 1)}\n` });
    },
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
export default defineConfig(({ mode, isSsrBuild }) => (isSsrBuild ? serverBuild(mode) : browserBuild(mode)));

/**
 * The widgets for the host-site server (`vite build --ssr`): widgets/lp-server.tsx, for Node, to
 * dist/ssr (dist/ssr-lite for the light flavour, drawn by Preact as its browser flavour hydrates).
 */
function serverBuild(mode: string): UserConfig {
  return {
    plugins: [react()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    resolve: mode === "lite" ? { alias: liteAliases } : {},
    // Self-contained: the light flavour's aliases reach inside its libraries too, and a copy of the
    // folder runs anywhere without node_modules beside it.
    ssr: { noExternal: true },
    build: {
      outDir: mode === "lite" ? "dist/ssr-lite" : "dist/ssr",
      emptyOutDir: true,
      target: "node20",
      rolldownOptions: { input: { "lp-server": "widgets/lp-server.tsx" } },
    },
  };
}

const browserBuild = (mode: string): UserConfig => ({
  plugins: [react(), tagFamilies(), chunkMembers()],
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
          // The shared chunks hold the modules scripts/chunks.ts names for them, one by one; every
          // other shared module comes with the widgets that import it.
          groups: [
            // The loader needs the preload helper, the names of what the device keeps and the learner's
            // early call, and nothing else of the runtime, before any widget is used (in low-data
            // mode, before the reader's first touch).
            {
              name: "preload-helper",
              test: /preload-helper|[\\/]shared[\\/](browser[\\/](device-keys|http-url)|api[\\/]early-call)\.ts/,
              priority: 3,
            },
            {
              name: "runtime",
              // Before the groups below: what they import from the runtime stays in it.
              priority: 2,
              test: (id: string) => /rolldown[\\/]runtime/.test(id) || belongsTo("runtime", modulePath(id, root)),
            },
            { name: "kit", priority: 1, test: (id: string) => belongsTo("kit", modulePath(id, root)) },
            { name: "session", test: (id: string) => belongsTo("session", modulePath(id, root)) },
            // Enroll Now and the payment it starts, as a course's and an exam's pages both show them: one chunk, not two.
            {
              name: "enrolment",
              test: /[\\/]shared[\\/]payments[\\/](use-payment-watch|pending-payment|payment-watch\.messages|payment-dialog\.css|enrolment[\\/]enrol-(now|confirm-dialog\.css))/,
            },
            // What every list of courses shows (the card, its price and its words): one chunk, not three.
            { name: "course-card", test: /[\\/]widgets[\\/]catalogue[\\/]components[\\/](course-card|price|card\.messages)\./ },
          ],
        },
      },
    },
  },
});
