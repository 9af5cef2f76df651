/**
 * A page with <lp-course-detail> showing a course whose intro video is on YouTube, the API
 * stubbed in the page, and a phone's user agent (lite-youtube-embed changes its ways on phones).
 */
import "./page-setup.ts";
import { defineWidget } from "../../../shared/element/define-widget.tsx";
import { CourseDetail, courseDetailCss } from "../../../widgets/catalogue/course-detail.tsx";

Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => "Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36" });

const course = {
  id: 78,
  slug: "video-course",
  title: "Video Under Strict Policies",
  sub_title: null,
  category: { id: 1, name: "Technology" },
  field: null,
  image: null,
  image_medium: null,
  intro_video: "https://youtu.be/dQw4w9WgXcQ",
  description: "<p>A course with a video.</p>",
  audience: null,
  objectives: null,
  requirements: null,
  outline: null,
  pricing: "free",
  price: 0,
  sale_price: 0,
  difficulty_level: "beginner",
  duration: 600,
  modules_count: 0,
  lessons_count: 0,
  reviews_count: 0,
  avg_rating: 0,
  has_enrolled: false,
  curriculum: [],
  instructors: [],
  faqs: [],
  organization: { id: 1, slug: "org", name: "Org", logo: null, motto: null, about: null },
};

const answer = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
window.fetch = (async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname.endsWith(`/courses/${course.slug}`)) return answer({ course });
  if (url.pathname.endsWith(`/courses/${course.id}/reviews`)) return answer({ data: [] });
  return answer({ message: "Not found." }, 404);
}) as typeof fetch;

defineWidget("lp-course-detail", CourseDetail, { props: { slug: "string" }, css: courseDetailCss });
const el = document.createElement("lp-course-detail");
el.setAttribute("slug", course.slug);
document.body.append(el);
window.lpPage!.ready = true;
