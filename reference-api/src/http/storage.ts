import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv, Deps } from "../deps.ts";

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
};

/**
 * Serves stored files. Uploaded SVGs could carry script, so every file is sent with a
 * sandboxing CSP: opened directly it can run nothing, and as an <img> it never could.
 */
export function storageRoutes({ config }: Deps) {
  const r = new Hono<AppEnv>();
  const root = path.resolve(config.storageDir);
  r.get("/storage/*", async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice("/storage/".length));
    } catch {
      return c.json({ message: "Not found." }, 404);
    }
    const file = path.resolve(root, relative);
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!file.startsWith(root + path.sep) || !type) return c.json({ message: "Not found." }, 404);
    const data = await fs.promises.readFile(file).catch(() => null);
    if (!data) return c.json({ message: "Not found." }, 404);
    return c.body(new Uint8Array(data), 200, {
      "Content-Type": type,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
      // An upload's name is new for each upload, so its bytes never change; seeded files change only with a new seed.
      "Cache-Control": relative.startsWith("uploads/") ? "public, max-age=31536000, immutable" : "public, max-age=604800",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  });
  return r;
}
