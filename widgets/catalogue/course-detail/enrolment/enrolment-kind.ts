import type { CourseDetail } from "#shared/api/catalogue.ts";
import { priceDisplay } from "../../components/price.ts";

type EnrolmentKind = "free" | "bulk" | "paid";

/** Free courses enrol at once; non-free bulk-model courses need staff membership; the rest are paid. */
export function enrolmentKind(course: Pick<CourseDetail, "pricing" | "pricing_model" | "price" | "sale_price">): EnrolmentKind {
  if (priceDisplay(course).free) return "free";
  return course.pricing_model === "bulk" ? "bulk" : "paid";
}
