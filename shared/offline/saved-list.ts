/**
 * The courses saved on this device for offline (saved-courses.ts saves them), and the device's
 * copies of their files: what the pages that show them need, without the saving's own code.
 * Named as the learner's data (shared/auth/learner-data.ts): it goes when they sign out.
 */
import { computed, signal } from "@preact/signals-react";
import { LEARNER_CACHE_PREFIX, learnerDataForgotten } from "#shared/auth/learner-data.ts";
import { LEARNER_KEY_PREFIX } from "#shared/browser/device-keys.ts";
import { storage } from "#shared/browser/storage.ts";

export const SAVED_PREFIX = `${LEARNER_CACHE_PREFIX}course-`;
export const savedCacheName = (courseId: number) => `${SAVED_PREFIX}${courseId}`;
const INDEX_KEY = `${LEARNER_KEY_PREFIX}savedCourses`;

export interface SavedCourse {
  id: number;
  slug: string;
  title: string;
  /** What it takes on the device. */
  bytes: number;
  /** Files that could not be kept (another host that does not let pages read them): they stay online. */
  online: number;
}

export function readIndex(): SavedCourse[] {
  try {
    const list: unknown = JSON.parse(storage.local.get(INDEX_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((c): c is SavedCourse => typeof c?.id === "number" && typeof c?.slug === "string") : [];
  } catch {
    return [];
  }
}

const written = signal(0, { name: "offline.savedWritten" });
/** The list, read again when a page here saves or removes a course, or the learner signs out. */
function readAgain(): SavedCourse[] {
  void written.value;
  void learnerDataForgotten.value;
  return readIndex();
}

/** The courses saved on this device. */
export const savedCourses = computed(readAgain, { name: "offline.savedCourses" });

export function writeIndex(list: SavedCourse[]): void {
  storage.local.set(INDEX_KEY, JSON.stringify(list));
  written.value++;
}

export const savedCourse = (id: number): SavedCourse | null => savedCourses.value.find((c) => c.id === id) ?? null;

/** The worker looks for another origin's reads in the saved courses only while there are some: it is told when they change. */
export function tellWorker(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: "saved-changed" });
}

/** Whether courses can be saved here: on the platform's own site, its worker in charge of the page to answer from them. */
export function canSaveCourses(): boolean {
  const worker = window.__lpLoaderDataset?.serviceWorker;
  const controller = typeof navigator !== "undefined" ? navigator.serviceWorker?.controller : null;
  return Boolean(worker && controller && typeof caches !== "undefined" && new URL(controller.scriptURL).pathname === new URL(worker, location.href).pathname);
}

/** A file's address as the page should open it: from the device when its course is saved (a PDF in a frame or a new tab is not the worker's to answer). */
export async function savedFileUrl(url: string): Promise<string | null> {
  if (typeof caches === "undefined" || readIndex().length === 0) return null;
  const names = (await caches.keys()).filter((n) => n.startsWith(SAVED_PREFIX));
  for (const name of names) {
    const response = await (await caches.open(name)).match(url);
    if (!response) continue;
    // A PDF opens in the browser's viewer; anything else only downloads (a page at this origin
    // made of a file host's HTML would run with the site's rights).
    const type = response.headers.get("Content-Type")?.split(";")[0].trim() === "application/pdf" ? "application/pdf" : "application/octet-stream";
    return URL.createObjectURL(new Blob([await response.arrayBuffer()], { type }));
  }
  return null;
}
