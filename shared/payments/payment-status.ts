import * as v from "valibot";
import { request } from "#shared/api/client.ts";

/** What a watcher needs of GET /payments/{transaction_id}; other fields are the server's business. */
export const PaymentStatusSchema = v.object({
  data: v.object({
    status: v.pipe(v.string(), v.minLength(1)),
    item_type: v.optional(v.string()),
    item_id: v.optional(v.number()),
    failure_reason: v.optional(v.nullable(v.string())),
  }),
});

/** The payment's current state, straight from the server: the only source a watcher acts on. */
export const getPaymentStatus = (transactionId: string, signal?: AbortSignal) =>
  request(PaymentStatusSchema, `/payments/${encodeURIComponent(transactionId)}`, {
    fallback: "An error occurred while fetching the payment",
    signal,
  }).then((r) => r.data);
