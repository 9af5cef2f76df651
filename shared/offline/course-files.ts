import type { CourseContent } from "#shared/api/learning.ts";

/**
 * The files a saved course needs with no network, besides the content call's answer (which holds
 * every lesson's text, flashcards and quizzes): the PDFs lessons open, the course's resources, and
 * the pictures its texts show. Videos stay online (each would cost more than the whole rest), and
 * so do presentations in a service's player or Microsoft's viewer (their frames are other sites').
 */
export function courseFiles(course: CourseContent, apiBase: string): string[] {
  const found = new Set<string>();
  const add = (raw: unknown) => {
    const url = fileUrl(raw, apiBase);
    if (url) found.add(url);
  };
  for (const lesson of course.curriculum.flatMap((module) => module.lessons)) {
    const data = (lesson.data ?? {}) as Record<string, unknown>;
    if (lesson.type === "worksheet" || lesson.type === "casestudy") add(data.url);
    if (lesson.type === "slide" && typeof data.url === "string" && isFile(data.url)) add(data.url);
    if ((lesson.type === "article" || lesson.type === "assignment") && typeof data.content === "string") for (const src of pictures(data.content)) add(src);
  }
  for (const resource of course.resources) if (resource.type !== "link") add(resource.url);
  return [...found];
}

/** A slide lesson's own PDF (an Office file opens only in Microsoft's online viewer; a service's page is its own). */
const isFile = (url: string) => /\.pdf$/i.test(url.split(/[?#]/)[0] ?? "");

/** An http(s) address, absolute or on the API's host; anything else (data:, javascript:) is not fetched. */
function fileUrl(raw: unknown, apiBase: string): string | null {
  if (typeof raw !== "string" || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), new URL(apiBase, document.baseURI).origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The pictures a lesson's HTML shows, read by an inert parser (nothing in it loads or runs). */
function pictures(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.querySelectorAll("img[src]")].map((img) => img.getAttribute("src") ?? "");
}
