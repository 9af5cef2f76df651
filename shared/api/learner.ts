import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { AnySchema, count, during, PageMetaSchema, text, UserResponseSchema } from "#shared/api/schemas.ts";

/** The learner area's calls: stats, certificates, notifications, payments, settings and onboarding. */

export type { PageMeta } from "#shared/api/schemas.ts";

export const LearnerStatsSchema = v.object({
  enrolled_courses: count,
  enrolled_exams: count,
  completed_courses: count,
  exams_completed: count,
  assessments_completed: count,
  certificates_earned: count,
  points: count,
  /** Seconds. */
  time_this_week: count,
  /** Seconds per course this month. */
  course_learning_time: v.optional(v.array(v.object({ course_name: v.string(), time: v.number() })), []),
});
export type LearnerStats = v.InferOutput<typeof LearnerStatsSchema>;

export const CertificateSchema = v.object({
  id: v.number(),
  title: v.string(),
  certificate_number: v.string(),
  issued_at: v.string(),
  since: v.optional(v.string(), ""),
  course: v.object({ title: v.string() }),
});
export type Certificate = v.InferOutput<typeof CertificateSchema>;

export const NotificationSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML from the server: shown only through SafeHtml. */
  message: v.optional(v.string(), ""),
  status: v.picklist(["read", "unread"]),
  /** Not in the contract: a stable kind the page can name in the learner's language. */
  type: v.optional(v.string()),
  formatted_type: v.optional(v.string(), ""),
  since: v.optional(v.string(), ""),
  created_at: v.nullish(v.string(), null),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const NotificationPageSchema = v.object({
  data: v.array(NotificationSchema),
  unread_count: count,
  meta: PageMetaSchema,
});
export type NotificationPage = v.InferOutput<typeof NotificationPageSchema>;

export const PaymentSchema = v.object({
  id: v.number(),
  title: v.string(),
  reference: v.string(),
  payment_date: v.string(),
  amount: v.number(),
  status: v.string(),
  payment_method: text,
  formatted_method: text,
  /** The last digits of the number charged, where the API says (beyond the contract). */
  payer_phone_end: v.optional(v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,4}$/))), null), null),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

export const PaymentPageSchema = v.object({
  data: v.array(PaymentSchema),
  total_amount: count,
  amount_paid: count,
  amount_pending: count,
  meta: PageMetaSchema,
});
export type PaymentPage = v.InferOutput<typeof PaymentPageSchema>;

/** The spec's page size for notifications and payments. */
export const PAGE_SIZE = 20;

/** `data` is null when the server has no stats for the learner yet. */
export const getLearnerStats = () =>
  request(v.object({ data: v.nullable(LearnerStatsSchema) }), "/learner-stats", { needsSession: true, fallback: during("while fetching learner stats") });

/** `data` is null when the server has no certificate list for the learner. */
export const getMyCertificates = () =>
  request(v.object({ data: v.nullish(v.array(CertificateSchema), null) }), "/my-certificates", { needsSession: true, fallback: "Error fetching certificates" });

export const getNotifications = (query: { page: number; status?: "" | "unread"; limit?: number }, signal?: AbortSignal) =>
  request(NotificationPageSchema, "/notifications", {
    query: { page: query.page, limit: query.limit ?? PAGE_SIZE, status: query.status || undefined },
    needsSession: true,
    fallback: "Failed to load notifications. Please try again later.",
    signal,
  });

const MarkedSchema = v.object({ message: v.optional(v.string(), ""), unread_count: v.optional(v.number()) });

export const markNotificationRead = (id: number) =>
  request(MarkedSchema, `/notifications/${id}/mark-as-read`, { method: "PATCH", needsSession: true, fallback: "Failed to mark notification as read" });

export const markAllNotificationsRead = () =>
  request(MarkedSchema, "/notifications/mark-all-as-read", { method: "PATCH", needsSession: true, fallback: "Failed to mark all notifications as read" });

export const getPayments = (query: { page: number; status?: string; limit?: number }, signal?: AbortSignal) =>
  request(PaymentPageSchema, "/payments", {
    query: { page: query.page, limit: query.limit ?? PAGE_SIZE, status: query.status || undefined },
    needsSession: true,
    fallback: "An unexpected error occurred.",
    signal,
  });

/** Multipart: first_name, last_name, phone, address, bio, title, institution and an optional profile file. */
export const postUpdateProfile = (form: FormData) =>
  request(UserResponseSchema, "/settings/update-profile", { method: "POST", body: form, needsSession: true, fallback: during("while updating profile") });

export const postChangePassword = (body: { current_password: string; new_password: string; new_password_confirmation: string }) =>
  request(v.object({ message: v.optional(v.string(), "") }), "/settings/change-password", {
    method: "POST",
    body,
    needsSession: true,
    fallback: during("while updating password"),
  });

/**
 * Beyond the contract (the reference API has it; the platform's may answer 404): how many other
 * sessions the learner has open, and the way to end them.
 */
export const getOtherSessions = (signal?: AbortSignal) =>
  request(v.object({ other_sessions: v.pipe(v.number(), v.integer(), v.minValue(0)) }), "/settings/sessions", {
    needsSession: true,
    fallback: "An error occurred while fetching your sessions",
    signal,
  });

export const postSignOutOtherDevices = () =>
  request(v.object({ message: v.optional(v.string(), "") }), "/settings/sign-out-other-devices", {
    method: "POST",
    needsSession: true,
    fallback: "An error occurred while signing out of other devices",
  });

/** `fields`: the chosen field ids, comma-joined. */
export const postUpdateFields = (fields: string) =>
  request(UserResponseSchema, "/settings/update-fields", { method: "POST", body: { fields }, needsSession: true, fallback: during("while updating fields") });

/** Multipart: date_of_birth, years, fields_of_interest, level_of_education, language, why_join, profile. */
export const postCompleteRegistration = (form: FormData) =>
  request(AnySchema, "/complete-registration", { method: "POST", body: form, needsSession: true, fallback: during("while completing registration") });
