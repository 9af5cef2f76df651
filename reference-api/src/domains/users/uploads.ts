import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config.ts";
import type { Upload } from "../../http/validate.ts";
import { newSecret } from "../../security.ts";

/** Stores a validated image under storage/uploads and returns its root-relative path. */
export function storeUpload(config: Config, folder: string, upload: Upload): string {
  const name = `${newSecret(12)}.${upload.extension}`;
  const dir = path.join(config.storageDir, "uploads", folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), upload.bytes);
  return `/storage/uploads/${folder}/${name}`;
}

/** Removes a file this API stored earlier; seeded and external pictures are left alone. */
export function removeUpload(config: Config, storedPath: string | null): void {
  if (!storedPath?.startsWith("/storage/uploads/")) return;
  const file = path.join(config.storageDir, storedPath.slice("/storage/".length));
  if (file.startsWith(path.join(config.storageDir, "uploads"))) fs.rmSync(file, { force: true });
}
