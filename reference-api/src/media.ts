import type { Config } from "./config.ts";

/** Stored files are kept as root-relative `/storage/...` paths; clients get absolute URLs. */
export function mediaUrl(config: Config, path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith("/storage/") ? `${config.publicUrl}${path}` : path;
}
