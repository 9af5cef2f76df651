/**
 * Courses saved on this device for learning with no network: each in a cache of its own holding
 * the content call's answer, the learner's own (the session reads it at start) and the course's
 * files; the site's service worker answers from it when the network cannot (files at once: they
 * cost data and never change). Listed for the pages that show them in saved-list.ts.
 */
import { USER_PATH } from "#shared/api/early-call.ts";
import { type CourseContent, courseContentPath } from "#shared/api/learning.ts";
import { token } from "#shared/api/token.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { courseFiles } from "./course-files.ts";
import { readIndex, type SavedCourse, savedCacheName, tellWorker, writeIndex } from "./saved-list.ts";

/** An API address as the client asks for it (ofetch joins the base and the path with one slash). */
const apiUrl = (path: string) => `${getConfig().apiBase.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;

/** The calls a saved course answers with no network: its content (by the address the player opens it with) and the learner. */
const calls = (course: Pick<CourseContent, "slug" | "id">) => [apiUrl(courseContentPath(course.slug || String(course.id))), apiUrl(USER_PATH)];

const authorized = (): HeadersInit => ({ Accept: "application/json", ...(token.peek() ? { Authorization: `Bearer ${token.peek()}` } : {}) });

/** What saving the course will take, in bytes: the files' announced sizes, and the answers'. `unknown` files did not say. */
export async function measureCourse(course: CourseContent, signal?: AbortSignal): Promise<{ bytes: number; unknown: number }> {
  let bytes = JSON.stringify(course).length + 2048;
  let unknown = 0;
  await Promise.all(
    courseFiles(course, getConfig().apiBase).map(async (url) => {
      const size = await fetch(url, { method: "HEAD", signal })
        .then((response) => (response.ok ? Number(response.headers.get("Content-Length")) : Number.NaN))
        .catch(() => Number.NaN);
      if (Number.isFinite(size) && size > 0) bytes += size;
      else unknown++;
    }),
  );
  return { bytes, unknown };
}

export class NoRoomError extends Error {}

/**
 * Saves the course for offline, telling `onProgress` the share done (0 to 1). Space is checked
 * first; persistent storage is asked for, so the browser does not clear it to make room.
 */
export async function saveCourse(course: CourseContent, expected: number, onProgress: (done: number) => void, signal?: AbortSignal): Promise<SavedCourse> {
  const estimate = await storageEstimate();
  if (estimate && estimate.quota - estimate.usage < expected) throw new NoRoomError();
  void navigator.storage?.persist?.().catch(() => false);
  const name = savedCacheName(course.id);
  const cache = await caches.open(name);
  const files = courseFiles(course, getConfig().apiBase);
  const total = Math.max(expected, 1);
  let bytes = 0;
  let online = 0;
  try {
    for (const url of calls(course)) bytes += await keep(cache, url, { headers: authorized(), signal }, (n) => onProgress(Math.min(1, (bytes + n) / total)));
    for (const url of files) {
      const kept = await keep(cache, url, { signal }, (n) => onProgress(Math.min(1, (bytes + n) / total))).catch((error: unknown) => {
        if (signal?.aborted) throw error;
        online++;
        return 0;
      });
      bytes += kept;
    }
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  if (signal?.aborted) {
    // Cancelled as the last file came: nothing of it stays.
    await caches.delete(name);
    throw signal.reason;
  }
  onProgress(1);
  const saved: SavedCourse = { id: course.id, slug: course.slug || String(course.id), title: course.title, bytes, online };
  writeIndex([...readIndex().filter((c) => c.id !== course.id), saved]);
  tellWorker();
  return saved;
}

/** One address read whole and kept, its bytes counted as they come. */
async function keep(cache: Cache, url: string, init: RequestInit, onBytes: (n: number) => void): Promise<number> {
  const response = await fetch(url, { ...init, mode: "cors", credentials: "omit" });
  if (!response.ok || !response.body) throw new Error(`${response.status}`);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    read += value.byteLength;
    onBytes(read);
  }
  // Only the type travels: the answer is the same for any later asking (no Vary on the token).
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  await cache.put(url, new Response(new Blob(parts as BlobPart[], { type }), { headers: { "Content-Type": type, "Content-Length": String(read) } }));
  return read;
}

export async function removeCourse(id: number): Promise<void> {
  await caches.delete(savedCacheName(id));
  writeIndex(readIndex().filter((c) => c.id !== id));
  tellWorker();
}

/** The space the site uses on the device and what the browser allows it, in bytes; null where it will not say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.quota ? { usage: estimate.usage ?? 0, quota: estimate.quota } : null;
}
