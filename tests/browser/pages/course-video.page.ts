/**
 * A page with <lp-course-detail> showing a course whose intro video is on YouTube, the API
 * stubbed in the page, and a phone's user agent (lite-youtube-embed changes its ways on phones).
 */
import "./page-setup.ts";
import { aCourse, courseApi, defineCourseDetail } from "../fixtures/course-detail.ts";
import { stubFetch } from "../helpers.ts";

Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => "Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36" });

const course = aCourse({
  id: 78,
  slug: "video-course",
  title: "Video Under Strict Policies",
  intro_video: "https://youtu.be/dQw4w9WgXcQ",
  description: "<p>A course with a video.</p>",
});
stubFetch(courseApi(course));

defineCourseDetail();
const el = document.createElement("lp-course-detail");
el.setAttribute("slug", course.slug);
document.body.append(el);
window.lpPage!.ready = true;
