/**
 * The contract's calls and the fields it names for their answers, for the spec-only mode
 * (API_CONTRACT=spec): the reference API then serves only these calls and prunes each answer to
 * these fields, as the platform's own API promises no more. The widgets' journeys run against it.
 *
 * A shape is `true` (the value as it is: the contract names the field but not its parts), an
 * object of the fields it names, or a one-element array: a list of that shape. Where the contract
 * names a call's answer only as "not shown", the answer keeps `message` (the contract's toasts
 * show "the server message"). Errors (status 400 and above) are never pruned.
 */
export type Shape = true | { readonly [field: string]: Shape } | readonly [Shape];

const MESSAGE = { message: true } as const;
const named = { id: true, name: true } as const;

/** User: learner-area §3. */
const USER = {
  id: true,
  name: true,
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  address: true,
  bio: true,
  title: true,
  institution: true,
  location: true,
  profile: true,
  points: true,
  date_of_birth: true,
  why_join: true,
  fields: [named],
} as const;
const SESSION = { user: USER, authorization: { token: true } } as const;

/** Course (listing) with the card variant's fields, and learner-area's Course card (the union). */
const COURSE_LISTING = {
  id: true,
  slug: true,
  title: true,
  category: true,
  image_medium: true,
  pricing: true,
  sale_price: true,
  reviews_count: true,
  avg_rating: true,
  modules_count: true,
  lessons_count: true,
  difficulty_level: true,
  organization: { slug: true, logo: true, name: true },
  duration: true,
  percentage_completed: true,
  has_enrolled: true,
} as const;

/** Course (detail): the listing's fields and those it "adds"; its outline names no ids. */
const COURSE_DETAIL = {
  ...COURSE_LISTING,
  image: true,
  field: true,
  sub_title: true,
  intro_video: true,
  description: true,
  audience: true,
  objectives: true,
  requirements: true,
  outline: true,
  price: true,
  pricing_model: true,
  certificate_count: true,
  resources_count: true,
  quizzes_count: true,
  assignments_count: true,
  flashcards_count: true,
  curriculum: [{ title: true, lessons: [{ title: true, type: true, sub_text: true, description: true }] }],
  instructors: [{ name: true, title: true, profile: true }],
  faqs: [{ question: true, answer: true }],
  organization: {
    slug: true,
    logo: true,
    name: true,
    motto: true,
    about: true,
    reviews_count: true,
    followers_count: true,
    courses_count: true,
    exams_count: true,
  },
} as const;

/** Course (learning): learner-area §3, with Module and Lesson. */
const COURSE_LEARNING = {
  id: true,
  slug: true,
  title: true,
  organization: { name: true },
  instructors: [{ name: true, title: true, profile: true }],
  resources: [{ type: true, name: true, file_size: true, url: true }],
  curriculum: [{ id: true, title: true, lessons: [{ id: true, module_id: true, type: true, title: true, description: true, data: true }] }],
  assessment: { id: true },
  learning_progress: { progress_percent: true, lessons_completed: true },
} as const;

const REVIEW = { rating: true, review: true, user: { name: true, profile: true }, since: true } as const;

/** Organization (profile); `reviews` is a count in the header and a list in the testimonials. */
const ORGANIZATION = {
  id: true,
  slug: true,
  canonical_slug: true,
  name: true,
  logo: true,
  motto: true,
  about: true,
  followers: true,
  reviews: true,
  average_rating: true,
  courses_count: true,
  exams_count: true,
  following: true,
  industry: true,
  address: true,
  city: true,
  state: true,
  country: true,
  featured_courses: [{ id: true, slug: true, title: true, description: true, field: true, avg_rating: true, reviews_count: true, price: true }],
  why_choose_us: true,
  show_contact_info: true,
  email: true,
  phone: true,
  opening_hours: true,
  social_links: true,
} as const;

const EXAM_RESULT = {
  passing_score: true,
  submitted_before: true,
  passed: true,
  show_solution: true,
  abandoned_last_attempt: true,
  next_attempt_at: true,
  last_attempted_at: true,
  topics: [{ topic_id: true, topic_name: true, correct: true, total: true }],
  stats: { time_taken: true, total: true, correct: true, wrong: true, score: true },
} as const;

const EXAM = {
  id: true,
  slug: true,
  title: true,
  description: true,
  image: true,
  duration: true,
  total_questions: true,
  questions_count: true,
  difficulty: true,
  category: { name: true },
  field: { name: true },
  pricing: true,
  price: true,
  whats_included: true,
  requirements: true,
  has_enrolled: true,
  creator: { name: true, logo: true, motto: true, exams_count: true, courses_count: true, reviews_count: true, followers_count: true },
  organization: { name: true },
  ...EXAM_RESULT,
} as const;

const ASSESSMENT = { id: true, title: true, description: true, duration: true, total_questions: true, ...EXAM_RESULT } as const;

const QUESTION = {
  id: true,
  text: true,
  topic: { name: true },
  answers: [{ id: true, text: true, is_correct: true }],
  explanation: true,
  user_answer: { answer_id: true, is_correct: true, time_taken: true },
} as const;

const HISTORY = {
  number: true,
  date: true,
  time_taken: true,
  correct: true,
  total: true,
  score: true,
  passing_score: true,
  status: true,
  results: [{ topic_name: true, score: true }],
} as const;

const POST = {
  id: true,
  slug: true,
  title: true,
  content: true,
  thumbnail: true,
  image: true,
  category: { name: true },
  user: { name: true, avatar: true, bio: true, facebook: true, twitter: true, linkedin: true, instagram: true },
  organization: { name: true, logo: true, about: true },
  tags: true,
  related_posts: [{ slug: true, title: true, thumbnail: true, published_at: true }],
  published_at: true,
  since: true,
} as const;

/** "Other lists: data and meta (paging, current_page)". */
const PAGE = { current_page: true } as const;
const ENROLMENT = { transaction_id: true, slug: true, message: true } as const;

/** Every call of both documents' section 7, with the answer's shape. */
export const SPEC_CALLS: readonly { method: string; path: string; response: Shape }[] = [
  // Auth and account
  { method: "POST", path: "/register", response: SESSION },
  { method: "POST", path: "/login", response: SESSION },
  { method: "POST", path: "/send-verification-email", response: MESSAGE },
  { method: "POST", path: "/auth/google", response: SESSION },
  { method: "POST", path: "/complete-registration", response: MESSAGE },
  { method: "POST", path: "/logout", response: MESSAGE },
  { method: "GET", path: "/user", response: { user: USER } },
  { method: "POST", path: "/settings/update-profile", response: { user: USER, message: true } },
  { method: "POST", path: "/settings/change-password", response: MESSAGE },
  { method: "POST", path: "/settings/update-fields", response: { user: USER, message: true } },
  { method: "POST", path: "/forgot-password", response: MESSAGE },
  { method: "POST", path: "/reset-password", response: MESSAGE },
  // Core and public
  { method: "GET", path: "/categories", response: { data: [{ ...named, fields: [named] }] } },
  { method: "POST", path: "/contact-us", response: MESSAGE },
  { method: "POST", path: "/partner-application", response: MESSAGE },
  { method: "GET", path: "/courses/{id}/reviews", response: { data: [REVIEW] } },
  { method: "POST", path: "/courses/{id}/review", response: MESSAGE },
  { method: "POST", path: "/courses/{id}/enroll-with-access-code", response: { slug: true, message: true } },
  { method: "POST", path: "/courses/{id}/enroll", response: ENROLMENT },
  { method: "GET", path: "/organizations/{id}", response: { canonical_slug: true, data: ORGANIZATION } },
  { method: "GET", path: "/organizations/list", response: { data: [named] } },
  { method: "POST", path: "/organizations/{id}/follow", response: MESSAGE },
  { method: "GET", path: "/courses", response: { data: [COURSE_LISTING], meta: { total: true, last_page: true } } },
  { method: "GET", path: "/courses/popular", response: { data: [COURSE_LISTING] } },
  { method: "GET", path: "/courses/recommended", response: { data: [COURSE_LISTING] } },
  { method: "GET", path: "/courses/trending", response: { data: [COURSE_LISTING] } },
  { method: "GET", path: "/courses/my-learning", response: { data: [COURSE_LISTING] } },
  { method: "GET", path: "/courses/{slug}", response: { course: COURSE_DETAIL } },
  { method: "GET", path: "/organizations", response: { data: [{ id: true, slug: true, name: true, logo: true, followers: true, reviews: true }] } },
  { method: "GET", path: "/posts", response: { data: [POST], meta: PAGE } },
  { method: "GET", path: "/posts/{slug}", response: { data: POST } },
  { method: "GET", path: "/users", response: { data: true } },
  {
    method: "GET",
    path: "/my-certificates",
    response: { data: [{ id: true, title: true, course: { title: true }, issued_at: true, since: true, certificate_number: true }] },
  },
  // Exams
  { method: "POST", path: "/exams/{id}/enroll", response: ENROLMENT },
  { method: "GET", path: "/exams/{id}/result", response: { data: EXAM_RESULT } },
  { method: "GET", path: "/exams/{id}/questions", response: { data: [QUESTION] } },
  { method: "POST", path: "/exams/{id}/submit", response: { message: true, data: EXAM_RESULT } },
  { method: "GET", path: "/exams/{id}/history", response: { data: [HISTORY] } },
  { method: "GET", path: "/exams/{id}/solution", response: { data: [QUESTION] } },
  { method: "GET", path: "/exams", response: { data: [EXAM], meta: PAGE } },
  { method: "GET", path: "/exams/popular", response: { data: [EXAM], meta: PAGE } },
  { method: "GET", path: "/exams/recommended", response: { data: [EXAM], meta: PAGE } },
  { method: "GET", path: "/exams/my-exams", response: { data: [EXAM], meta: PAGE } },
  { method: "GET", path: "/exams/{slug}", response: { data: EXAM } },
  // Assessments
  { method: "GET", path: "/assessments/{id}", response: { data: ASSESSMENT } },
  { method: "GET", path: "/assessments/{id}/questions", response: { data: [QUESTION] } },
  { method: "POST", path: "/assessments/{id}/submit", response: { message: true, data: EXAM_RESULT } },
  { method: "GET", path: "/assessments/{id}/history", response: { data: [HISTORY] } },
  { method: "GET", path: "/assessments/{id}/solution", response: { data: [QUESTION] } },
  // Learning
  { method: "GET", path: "/courses/{id}/content", response: { data: COURSE_LEARNING } },
  { method: "POST", path: "/course-content/{id}/mark-as-completed", response: { data: COURSE_LEARNING.learning_progress } },
  { method: "POST", path: "/course-content/{id}/quiz-attempt", response: MESSAGE },
  { method: "POST", path: "/courses/{id}/ping", response: MESSAGE },
  // Learner lists
  {
    method: "GET",
    path: "/learner-stats",
    response: {
      data: {
        enrolled_courses: true,
        enrolled_exams: true,
        completed_courses: true,
        exams_completed: true,
        assessments_completed: true,
        certificates_earned: true,
        points: true,
        time_this_week: true,
        course_learning_time: [{ course_name: true, time: true }],
      },
    },
  },
  {
    method: "GET",
    path: "/notifications",
    response: {
      data: [{ id: true, title: true, message: true, status: true, formatted_type: true, since: true }],
      unread_count: true,
      meta: { current_page: true, last_page: true, total: true },
    },
  },
  { method: "PATCH", path: "/notifications/{id}/mark-as-read", response: MESSAGE },
  { method: "PATCH", path: "/notifications/mark-all-as-read", response: MESSAGE },
  {
    method: "GET",
    path: "/payments",
    response: {
      data: [{ id: true, title: true, reference: true, payment_date: true, amount: true, status: true, payment_method: true, formatted_method: true }],
      total_amount: true,
      amount_paid: true,
      amount_pending: true,
      meta: PAGE,
    },
  },
];

/**
 * What the contract needs but names no path for, kept in the spec mode: the private channels'
 * authorisation (its path "is not shown"), and the development helpers the tests drive the
 * sandbox with (not part of the product's API, absent in production anyway).
 */
const UNNAMED_BUT_NEEDED = [/^\/broadcasting\/auth$/, /^\/dev\//];

const compiled = SPEC_CALLS.map((call) => ({
  ...call,
  pattern: new RegExp(`^${call.path.replace(/\{\w+\}/g, "[^/]+")}$`),
  // A fixed path ("/courses/popular") wins over a template ("/courses/{slug}") that also matches.
  fixed: !call.path.includes("{"),
}));

/** The contract's call for `method` and `path` (below /api), or null when the contract has none. */
export function specCall(method: string, path: string): { response: Shape } | null {
  const matches = compiled.filter((c) => c.method === method && c.pattern.test(path));
  return matches.find((c) => c.fixed) ?? matches[0] ?? null;
}

export const servedWithoutName = (path: string) => UNNAMED_BUT_NEEDED.some((p) => p.test(path));

/** `value` with only what `shape` names; a value of another kind than the shape expects is kept as it is. */
export function prune(value: unknown, shape: Shape): unknown {
  if (shape === true || value === null || typeof value !== "object") return value;
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((item) => prune(item, shape[0])) : value;
  if (Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>))
    if (key in (value as Record<string, unknown>)) out[key] = prune((value as Record<string, unknown>)[key], inner);
  return out;
}
