/**
 * The shared modules of each shared chunk, named one by one: where a module lands is decided here,
 * not by the folder it sits in. A path ending in "/" names a whole folder of parts.
 * - The runtime: what every widget starts with, a blog's certificate badge included (the element
 *   bridge, configuration, language, formats, the API client and its schemas, the tokens, buttons,
 *   loading and error states), with React (or Preact), the signals and the client's libraries.
 * - The kit: the parts most widgets share (toasts, fields, dialogs, menus, stars, figures, the
 *   events, the catalogue's and the learner's calls): every page of the platform loads it, a page
 *   of badges does not, and one file costs a page less than ten (a browser asks a host for six at a
 *   time, and runs each file as a task of its own).
 * - The session: for every family with signed-in widgets, and how a page starts it and says its failures.
 * Every other shared module (the carousel, the sanitiser, realtime, paged lists, payments, the device
 * store…) comes with the widgets that import it. The build groups chunks by these lists
 * (vite.config.ts), and the size budgets check that each chunk holds exactly its list.
 */
export const CHUNKS = {
  runtime: {
    packages: ["react", "react-dom", "scheduler", "preact", "@r2wc", "@preact", "ofetch", "valibot", "destr", "ufo"],
    modules: [
      "shared/browser/navigation.ts",
      "shared/browser/storage.ts",
      "shared/browser/watch-size.ts",
      "shared/events/widget-host.ts",
      "shared/config/",
      "shared/i18n/common-messages.ts",
      "shared/i18n/locale.ts",
      "shared/i18n/messages.ts",
      "shared/format/",
      "shared/styles/",
      "shared/api/client.ts",
      "shared/api/errors.ts",
      "shared/api/schemas.ts",
      "shared/api/token.ts",
      "shared/data/",
      "shared/ui/avatar.tsx",
      "shared/ui/button.tsx",
      "shared/ui/flash.ts",
      "shared/ui/skeleton.tsx",
      "shared/ui/states.tsx",
      "shared/ui/use-online.ts",
      "shared/element/define-widget.tsx",
      "shared/element/embedder-styles.ts",
      "shared/element/page-document.ts",
      "shared/element/start-page.ts",
      "shared/element/signals-runtime-lite.ts",
    ],
  },
  kit: {
    packages: ["toastify-js"],
    modules: [
      "shared/api/auth.ts",
      "shared/api/catalogue.ts",
      "shared/api/enrolment.ts",
      "shared/api/learner.ts",
      "shared/api/notifications.ts",
      "shared/events/events.ts",
      "shared/events/use-emit.ts",
      "shared/i18n/choose-locale.ts",
      "shared/ui/after-paint.tsx",
      "shared/ui/anchors.ts",
      "shared/ui/difficulty.ts",
      "shared/ui/since.tsx",
      "shared/ui/use-action.ts",
      "shared/ui/use-on-demand.ts",
      "shared/ui/share/share-links.ts",
      "shared/ui/dialog/",
      "shared/ui/figures/",
      "shared/ui/forms/",
      "shared/ui/menu/",
      "shared/ui/rating/",
      "shared/ui/toast/",
      "shared/element/discover.ts",
    ],
  },
  session: { packages: [], modules: ["shared/auth/", "shared/element/page-session.ts"] },
} as const;

export type SharedChunk = keyof typeof CHUNKS;

/** A module's path from the repository root, as the build names it: no query (`?inline`), forward slashes. */
export function modulePath(id: string, root: string): string {
  const plain = id.replace(/\0/g, "").replace(/\?.*$/, "").split("\\").join("/");
  const base = root.split("\\").join("/").replace(/\/?$/, "/");
  return plain.startsWith(base) ? plain.slice(base.length) : plain;
}

/** Whether the module (a path from the repository root) belongs to `chunk`. */
export function belongsTo(chunk: SharedChunk, path: string): boolean {
  const { packages, modules } = CHUNKS[chunk];
  if (packages.some((name) => path.includes(`node_modules/${name}/`))) return true;
  return modules.some((entry) => (entry.endsWith("/") ? path.startsWith(entry) && !path.slice(entry.length).includes("/") : path === entry));
}
