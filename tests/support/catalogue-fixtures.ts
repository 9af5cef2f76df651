import type { CoursePage, CourseSummary } from "#shared/api/catalogue.ts";

/** Test data: a course as the catalogue lists it. */
export function aCourse(id: number, overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id,
    slug: `course-${id}`,
    title: `Course ${id}`,
    sub_title: null,
    category: { id: 1, name: "Technology" },
    field: null,
    image_medium: `/media/courses/${id}.jpg`,
    pricing: "paid",
    pricing_model: "open_purchase",
    price: 10000,
    sale_price: 0,
    reviews_count: 0,
    avg_rating: 0,
    modules_count: 3,
    lessons_count: 12,
    difficulty_level: "beginner",
    duration: 0,
    has_enrolled: false,
    percentage_completed: 0,
    organization: { id: 1, slug: "org", name: "Org", logo: null },
    ...overrides,
  };
}

/** A catalogue page of courses with these ids. */
export const pageOf = (ids: number[], current: number, last: number, total = ids.length): CoursePage => ({
  data: ids.map((id) => aCourse(id)),
  meta: { current_page: current, last_page: last, total },
});
