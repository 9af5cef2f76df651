import type { CourseDetail } from "#shared/api/catalogue.ts";
import { priceDisplay, staffOnly } from "../../components/price.ts";

type EnrolmentKind = "free" | "bulk" | "paid";

/** Free courses enrol at once; non-free bulk-model courses are for the organization's staff; the rest are paid. */
export function enrolmentKind(course: Pick<CourseDetail, "pricing" | "pricing_model" | "price" | "sale_price">): EnrolmentKind {
  if (staffOnly(course)) return "bulk";
  return priceDisplay(course).free ? "free" : "paid";
}
