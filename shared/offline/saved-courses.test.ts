import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CourseContent } from "#shared/api/learning.ts";
import { saveToken } from "#shared/api/token.ts";
import { claimLearnerData, forgetLearnerData } from "#shared/auth/learner-data.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { fakeCaches } from "#tests/support/fake-caches.ts";
import { measureCourse, NoRoomError, removeCourse, saveCourse } from "./saved-courses.ts";
import { savedCourse, savedCourses, savedFileUrl } from "./saved-list.ts";

const API = "https://api.learning.cm/api";

const course: CourseContent = {
  id: 7,
  slug: "networks",
  title: "Networks",
  organization: null,
  instructors: [],
  resources: [{ type: "file", name: "Handbook", file_size: 3, url: "https://files.example/handbook.pdf" }],
  curriculum: [{ title: "M", lessons: [{ id: 1, type: "worksheet", title: "W", description: null, data: { url: "/storage/sheet.pdf" } }] }],
  assessment: null,
  learning_progress: { progress_percent: 0, lessons_completed: [] },
};

const bytes = (n: number, type: string) => new Response(new Uint8Array(n), { headers: { "Content-Type": type, "Content-Length": String(n) } });
let calls: { url: string; init?: RequestInit }[];

beforeEach(() => {
  localStorage.clear();
  forgetLearnerData();
  window.__lpLoaderDataset = { apiBase: API };
  resetConfig();
  saveToken("t-1");
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === "https://files.example/handbook.pdf") throw new TypeError("Failed to fetch");
      if (url.endsWith(".pdf")) return init?.method === "HEAD" ? new Response(null, { headers: { "Content-Length": "1000" } }) : bytes(1000, "application/pdf");
      return new Response(JSON.stringify({ data: course }), { headers: { "Content-Type": "application/json" } });
    }),
  );
  Object.defineProperty(navigator, "storage", {
    configurable: true,
    value: { estimate: async () => ({ usage: 1_000, quota: 1_000_000 }), persist: vi.fn(async () => true) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.__lpLoaderDataset = undefined;
  resetConfig();
});

describe("a course saved for offline", () => {
  it("keeps its content, the learner's own answer and its files, says how far it got, and lists it", async () => {
    const store = fakeCaches();
    const progress: number[] = [];
    const saved = await saveCourse(course, 5_000, (done) => progress.push(done));
    const cache = store.get("lp-learner-course-7")!;
    expect([...cache.keys()]).toEqual([`${API}/courses/networks/content`, `${API}/user`, "https://api.learning.cm/storage/sheet.pdf"]);
    const content = calls.find((c) => c.url.endsWith("/content"));
    expect(new Headers(content?.init?.headers).get("Authorization")).toBe("Bearer t-1");
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(saved).toMatchObject({ id: 7, slug: "networks", online: 1 });
    expect(saved.bytes).toBeGreaterThan(1000);
    expect(savedCourse(7)).toEqual(saved);
    expect(savedCourse(8)).toBeNull();
    expect(navigator.storage.persist).toHaveBeenCalled();
    // Kept with its type only: nothing of the server's headers decides whether it answers later.
    expect(cache.get("https://api.learning.cm/storage/sheet.pdf")?.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("says its size before saving, counting the files whose host will not say", async () => {
    const { bytes: size, unknown } = await measureCourse(course);
    expect(unknown).toBe(1);
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(1000 + JSON.stringify(course).length + 4096);
  });

  it("is refused, keeping nothing, when the device has no room for it", async () => {
    const store = fakeCaches();
    await expect(saveCourse(course, 2_000_000, () => {})).rejects.toBeInstanceOf(NoRoomError);
    expect(store.size).toBe(0);
    expect(savedCourses.value).toEqual([]);
  });

  it("keeps nothing half saved when the network goes during the save", async () => {
    const store = fakeCaches();
    vi.stubGlobal("fetch", async (url: string) => (url.endsWith("/user") ? Promise.reject(new TypeError("offline")) : bytes(10, "application/json")));
    await expect(saveCourse(course, 5_000, () => {})).rejects.toThrow();
    expect(store.size).toBe(0);
    expect(savedCourses.value).toEqual([]);
  });

  it("opens its files from the device, and is removed whole", async () => {
    const store = fakeCaches();
    await saveCourse(course, 5_000, () => {});
    const local = await savedFileUrl("https://api.learning.cm/storage/sheet.pdf");
    expect(local).toMatch(/^blob:/);
    expect(await savedFileUrl("https://api.learning.cm/storage/other.pdf")).toBeNull();
    await removeCourse(7);
    expect(store.has("lp-learner-course-7")).toBe(false);
    expect(savedCourses.value).toEqual([]);
  });

  it("is forgotten at sign-out, and at another learner's sign-in, but not at its own learner's", async () => {
    const store = fakeCaches();
    claimLearnerData(42);
    await saveCourse(course, 5_000, () => {});
    claimLearnerData(42);
    expect(savedCourses.value).toHaveLength(1);
    claimLearnerData(99);
    expect(savedCourses.value).toEqual([]);
    await vi.waitFor(() => expect(store.has("lp-learner-course-7")).toBe(false));

    await saveCourse(course, 5_000, () => {});
    forgetLearnerData();
    expect(savedCourses.value).toEqual([]);
    await vi.waitFor(() => expect(store.size).toBe(0));
    expect(localStorage.getItem("lpLearner:savedCourses")).toBeNull();
  });
});
