import * as v from "valibot";

/** A paid enrolment's mobile-money payer, as the contract names the form fields. */
export interface Payer {
  payer_name: string;
  payer_phone: string;
}

/** What an enrolment answers, for a course and an exam alike: a payment to confirm, where to go, or a message. */
export const EnrolAnswerSchema = v.object({
  message: v.optional(v.string(), ""),
  slug: v.nullish(v.string(), null),
  transaction_id: v.nullish(v.string(), null),
});
export type EnrolAnswer = v.InferOutput<typeof EnrolAnswerSchema>;

/**
 * The request an enrolment sends: form data, with the payer only for a paid checkout. The
 * Idempotency-Key makes a retried checkout pay once, where the API honours it.
 */
export function enrolRequest(payer?: Payer, idempotencyKey?: string) {
  const body = new FormData();
  if (payer) for (const [key, value] of Object.entries(payer)) body.set(key, value);
  return { method: "POST" as const, body, headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined };
}
