import fs from "node:fs";
import path from "node:path";

/** Seed files live under `{storageDir}/seed/` and are referenced as `/storage/seed/...`. */
export interface StoredFile {
  url: string;
  bytes: number;
}

/**
 * Writes the seed's own files (images, PDFs). Content is produced lazily and each relative path
 * is written once per run, so a file that thousands of rows share costs a single build and write.
 */
export class SeedFiles {
  private readonly written = new Map<string, StoredFile>();

  constructor(private readonly storageDir: string) {}

  write(relativePath: string, produce: () => string | Buffer): StoredFile {
    const known = this.written.get(relativePath);
    if (known) return known;
    const content = produce();
    const file = path.join(this.storageDir, "seed", ...relativePath.split("/"));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    const stored = { url: `/storage/seed/${relativePath}`, bytes: Buffer.byteLength(content) };
    this.written.set(relativePath, stored);
    return stored;
  }
}
