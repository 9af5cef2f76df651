import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The two builds of the same widgets: "react" (the default) on React, "lite" on preact/compat for
 * slow networks. Each is a folder of dist/ that a page loads as /widgets/.
 */
export type Flavour = "react" | "lite";
export const FLAVOURS: readonly Flavour[] = ["react", "lite"];

/** Where a flavour's bundle is built. */
export const widgetsDirOf = (flavour: Flavour): string => path.join(repo, flavour === "lite" ? "dist/widgets-lite" : "dist/widgets");

/** Where a flavour's server renderer (widgets/lp-server.tsx, for the host site's public pages) is built. */
export const ssrDirOf = (flavour: Flavour): string => path.join(repo, flavour === "lite" ? "dist/ssr-lite" : "dist/ssr");

/** Where the host site built for a flavour (its pages preload that flavour's chunks) is written. */
export const siteDirOf = (flavour: Flavour): string => path.join(repo, flavour === "lite" ? "dist/site-lite" : "dist/site");

/** The flavour named by `WIDGETS_FLAVOUR` (react unless it says lite). */
export const flavourFromEnv = (env: NodeJS.ProcessEnv = process.env): Flavour => (env.WIDGETS_FLAVOUR === "lite" ? "lite" : "react");
