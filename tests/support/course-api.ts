/**
 * Test helpers for <lp-course-detail>: API answers shaped as the platform sends them, and a fake
 * API that answers the course page's calls. Used by tests only.
 */
import { type Handler, json, mockFetch, type RecordedCall } from "./fetch.ts";

/** A node's text as a person reads it: white space collapsed. */
export const text = (node: ParentNode | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

export function aLesson(id: number, overrides: Record<string, unknown> = {}) {
  return { id, title: `Lesson ${id}`, type: "video", sub_text: `${id} min video`, description: `What lesson ${id} covers.`, ...overrides };
}

export function aCourse(overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    slug: "intro-networking",
    title: "Computer Networking Essentials",
    sub_title: "From cables to the cloud",
    category: { id: 1, name: "Technology" },
    field: { id: 3, name: "Networking" },
    image: "https://cdn.example.cm/courses/net.jpg",
    image_medium: "https://cdn.example.cm/courses/net-m.jpg",
    intro_video: null,
    description: "<p>How networks work.</p>",
    audience: "<p>Beginners.</p>",
    objectives: "<ul><li>Subnetting</li></ul>",
    requirements: "<p>None.</p>",
    outline: "<ol><li>Basics</li></ol>",
    pricing: "paid",
    pricing_model: "open_purchase",
    price: 25000,
    sale_price: 20000,
    difficulty_level: "beginner",
    duration: 5400,
    modules_count: 2,
    lessons_count: 3,
    quizzes_count: 4,
    assignments_count: 5,
    flashcards_count: 6,
    resources_count: 7,
    certificate_count: 1,
    reviews_count: 12,
    avg_rating: 4.5,
    has_access_code: false,
    has_enrolled: false,
    curriculum: [
      { id: 1, title: "Getting connected", lessons: [aLesson(11), aLesson(12, { type: "quiz", sub_text: null, description: "Ten questions." })] },
      { id: 2, title: "Addressing", lessons: [aLesson(21, { type: "casestudy" })] },
    ],
    instructors: [{ name: "Ngozi Abena", title: "Network engineer", profile: null }],
    faqs: [
      { question: "Who is this course for?", answer: "<p>Anyone.</p>" },
      { question: "Do I get a certificate?", answer: "<p>Yes.</p>" },
    ],
    organization: {
      id: 5,
      slug: "campus-tech",
      name: "Campus Tech Academy",
      logo: "https://cdn.example.cm/orgs/campus.png",
      motto: "Learn by doing",
      about: "A training centre in Buea.",
      reviews_count: 120,
      followers_count: 3400,
      courses_count: 18,
      exams_count: 4,
    },
    ...overrides,
  };
}

export function aReview(id: number, overrides: Record<string, unknown> = {}) {
  return { id, rating: 4.5, review: `Review number ${id}`, since: "2 weeks ago", user: { name: `Learner ${id}`, profile: null }, ...overrides };
}

interface Answers {
  course?: Handler;
  reviews?: Handler;
  review?: Handler;
}

/** Answers GET /courses/{slug}, GET /courses/{id}/reviews and POST /courses/{id}/review; anything else is 404. */
export function courseApi(answers: Answers = {}) {
  const course = answers.course ?? (() => json({ course: aCourse() }));
  const reviews = answers.reviews ?? (() => json({ data: [] }));
  const review = answers.review ?? (() => json({ message: "Your review has been added successfully!" }, 201));
  return mockFetch((call: RecordedCall) => {
    const path = call.url.pathname;
    if (call.method === "POST" && /\/courses\/[^/]+\/review$/.test(path)) return review(call);
    if (call.method === "GET" && /\/courses\/[^/]+\/reviews$/.test(path)) return reviews(call);
    if (call.method === "GET" && /\/courses\/[^/]+$/.test(path)) return course(call);
    return json({ message: "Not found." }, 404);
  });
}
