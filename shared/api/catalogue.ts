import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { EnrolAnswerSchema, enrolRequest, type Payer } from "#shared/api/enrolment.ts";
import { AnySchema, count, during, PageMetaSchema, text } from "#shared/api/schemas.ts";

const named = v.object({ id: v.number(), name: v.string() });

/** A course in any list: catalogue, carousels, an organization's courses. */
export const CourseSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  sub_title: text,
  category: v.nullish(named, null),
  field: v.nullish(named, null),
  image_medium: text,
  pricing: v.optional(v.picklist(["free", "paid"]), "paid"),
  pricing_model: v.optional(v.string(), "open_purchase"),
  price: count,
  sale_price: count,
  reviews_count: count,
  avg_rating: count,
  modules_count: count,
  lessons_count: count,
  difficulty_level: v.optional(v.string(), "beginner"),
  duration: count,
  has_enrolled: v.optional(v.boolean(), false),
  percentage_completed: count,
  organization: v.nullish(v.object({ id: v.optional(v.number()), slug: text, name: v.string(), logo: text }), null),
  /**
   * Not in the contract: the language the course is taught in (en or fr), where an API says it. Any
   * string is taken, so a language the widgets do not know yet never fails a whole list.
   */
  language: v.optional(v.nullable(v.string())),
});
export type CourseSummary = v.InferOutput<typeof CourseSummarySchema>;

export const CoursePageSchema = v.object({ data: v.array(CourseSummarySchema), meta: PageMetaSchema });
export type CoursePage = v.InferOutput<typeof CoursePageSchema>;

export const CategorySchema = v.object({ id: v.number(), name: v.string(), fields: v.optional(v.array(named), []) });
export type Category = v.InferOutput<typeof CategorySchema>;

const LessonOutlineSchema = v.object({ id: v.optional(v.number()), title: v.string(), type: v.string(), sub_text: text, description: text });

export const CourseDetailSchema = v.object({
  ...CourseSummarySchema.entries,
  image: text,
  intro_video: text,
  description: text,
  audience: text,
  objectives: text,
  requirements: text,
  outline: text,
  quizzes_count: count,
  assignments_count: count,
  flashcards_count: count,
  resources_count: count,
  certificate_count: count,
  /** Not in the contract: the language the course is taught in (en or fr), a key fact where an API says it. */
  language: text,
  /** Not in the contract: where an API says false, the course gives no certificate (the page says so). */
  has_certificate: v.optional(v.boolean()),
  /** The course ends with a final assessment, which the certificate asks to pass (beyond the contract). */
  has_assessment: v.optional(v.boolean()),
  /** Not in the contract: where an API says false, the course has no code to enter and the box stays away. */
  has_access_code: v.optional(v.boolean()),
  curriculum: v.optional(v.array(v.object({ id: v.optional(v.number()), title: v.string(), lessons: v.optional(v.array(LessonOutlineSchema), []) })), []),
  instructors: v.optional(v.array(v.object({ name: v.string(), title: text, profile: text })), []),
  faqs: v.optional(v.array(v.object({ question: v.string(), answer: v.string() })), []),
  organization: v.object({
    id: v.optional(v.number()),
    slug: v.string(),
    name: v.string(),
    logo: text,
    motto: text,
    about: text,
    reviews_count: count,
    followers_count: count,
    courses_count: count,
    exams_count: count,
  }),
});
export type CourseDetail = v.InferOutput<typeof CourseDetailSchema>;

export const ReviewSchema = v.object({
  id: v.optional(v.number()),
  rating: v.number(),
  review: v.string(),
  since: text,
  created_at: text,
  user: v.object({ name: v.string(), profile: text }),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const OrganizationListItemSchema = v.object({
  id: v.number(),
  slug: v.optional(v.string(), ""),
  name: v.string(),
  logo: text,
  motto: text,
  followers: count,
  reviews: count,
  courses_count: count,
});
export type OrganizationListItem = v.InferOutput<typeof OrganizationListItemSchema>;

export const OrganizationProfileSchema = v.object({
  canonical_slug: v.string(),
  data: v.object({
    id: v.number(),
    slug: v.string(),
    name: v.string(),
    logo: text,
    motto: text,
    about: text,
    industry: text,
    address: text,
    city: text,
    state: text,
    country: text,
    followers: count,
    average_rating: count,
    courses_count: count,
    exams_count: count,
    following: v.optional(v.boolean(), false),
    featured_courses: v.optional(
      v.array(
        v.object({
          id: v.number(),
          slug: v.string(),
          title: v.string(),
          description: text,
          field: text,
          avg_rating: count,
          reviews_count: count,
          price: count,
          sale_price: count,
          pricing: v.optional(v.string(), "paid"),
        }),
      ),
      [],
    ),
    why_choose_us: text,
    // The contract names `reviews` both as the header's count and as the testimonials (the course
    // review's shape, without its rating); an API may also say the count as `reviews_count`.
    reviews: v.optional(v.union([v.number(), v.array(v.omit(ReviewSchema, ["id", "rating"]))]), []),
    reviews_count: v.optional(v.number()),
    show_contact_info: v.optional(v.boolean(), false),
    email: text,
    phone: text,
    opening_hours: v.nullish(v.string(), null),
    social_links: v.optional(v.record(v.string(), v.nullish(v.string(), null)), {}),
  }),
});
type OrganizationAnswer = v.InferOutput<typeof OrganizationProfileSchema>["data"];

/** An organization as its page shows it: one count of reviews, and the testimonials as a list. */
export type OrganizationProfile = Omit<OrganizationAnswer, "reviews" | "reviews_count"> & {
  reviews_count: number;
  testimonials: Exclude<OrganizationAnswer["reviews"], number>;
};

function readOrganization({ reviews, reviews_count, ...rest }: OrganizationAnswer): OrganizationProfile {
  const testimonials = Array.isArray(reviews) ? reviews : [];
  return { ...rest, testimonials, reviews_count: reviews_count ?? (typeof reviews === "number" ? reviews : testimonials.length) };
}

export interface CatalogueQuery {
  page: number;
  q?: string;
  categories?: number[];
  difficulty?: string[];
  pricing?: string[];
  organization_id?: number | null;
  /** Not in the contract (README, departures): an API without it answers the list unfiltered. */
  language?: string | null;
}

export const getCourses = (query: CatalogueQuery, signal?: AbortSignal) =>
  request(CoursePageSchema, "/courses", {
    signal,
    query: {
      page: query.page,
      q: query.q || undefined,
      categories: query.categories?.length ? query.categories.join(",") : undefined,
      difficulty: query.difficulty?.length ? query.difficulty.join(",") : undefined,
      pricing: query.pricing?.length ? query.pricing.join(",") : undefined,
      organization_id: query.organization_id ?? undefined,
      language: query.language || undefined,
    },
    fallback: "An unexpected error occurred.",
  });

export type CarouselKind = "popular" | "recommended" | "trending" | "my-learning";
/** The learner's own courses ("my-learning") need a session: without one nothing is asked (a signed-out page on its way to sign-in asks nothing). */
export const getCourseCarousel = (kind: CarouselKind) =>
  request(v.object({ data: v.array(CourseSummarySchema) }), `/courses/${kind}`, {
    fallback: "Failed to load courses. Please try again later.",
    needsSession: kind === "my-learning",
  });

export const getCategories = () => request(v.object({ data: v.array(CategorySchema) }), "/categories", { fallback: during("while fetching categories") });

export const getCourse = (slug: string) =>
  request(v.object({ course: CourseDetailSchema }), `/courses/${encodeURIComponent(slug)}`, { fallback: "An unexpected error occurred." });

export const getCourseReviews = (courseId: number) =>
  request(v.object({ data: v.array(ReviewSchema) }), `/courses/${courseId}/reviews`, { fallback: during("while fetching course reviews") });

export const postReview = (courseId: number, rating: number, review: string) => {
  const body = new FormData();
  body.set("rating", String(rating));
  body.set("review", review);
  return request(AnySchema, `/courses/${courseId}/review`, { method: "POST", body, fallback: during("while adding your review") });
};

export const postEnrol = (courseId: number, payer?: Payer, idempotencyKey?: string) =>
  request(EnrolAnswerSchema, `/courses/${courseId}/enroll`, { ...enrolRequest(payer, idempotencyKey), fallback: during("while enrolling in the course") });

export const postAccessCode = (courseId: number, accessCode: string) =>
  request(EnrolAnswerSchema, `/courses/${courseId}/enroll-with-access-code`, {
    method: "POST",
    body: { access_code: accessCode },
    fallback: during("while enrolling with the access code"),
  });

export const getOrganizations = () =>
  request(v.object({ data: v.array(OrganizationListItemSchema) }), "/organizations", { fallback: during("while fetching the organizations") });

export const getOrganizationList = () =>
  request(v.object({ data: v.array(v.object({ id: v.number(), name: v.string(), slug: v.optional(v.string(), "") })) }), "/organizations/list", {
    fallback: during("while fetching the organizations"),
  });

export const getOrganization = (key: string) =>
  request(OrganizationProfileSchema, `/organizations/${encodeURIComponent(key)}`, { fallback: during("while fetching the organization") }).then(
    ({ canonical_slug, data }) => ({ canonical_slug, data: readOrganization(data) }),
  );

export const postFollow = (organizationId: number) =>
  request(
    v.object({ message: v.optional(v.string(), ""), following: v.optional(v.boolean()), followers: v.optional(v.number()) }),
    `/organizations/${organizationId}/follow`,
    {
      method: "POST",
      fallback: during("while following the organization"),
    },
  );
