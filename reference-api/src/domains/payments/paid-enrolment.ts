import type { Context } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readInput } from "../../http/input.ts";
import { required, rules, validate } from "../../http/validate.ts";
import type { PaymentSandbox } from "./sandbox.ts";

/** Payer details for a paid enrolment (course or exam): the phone is 9 to 15 digits. */
const payerSchema = {
  payer_name: required(rules.string({ max: 100 })),
  payer_phone: required(rules.string({ pattern: /^\d{9,15}$/ })),
};

function idempotencyKey(c: Context<AppEnv>): string | null {
  const key = c.req.header("idempotency-key")?.trim();
  return key && key.length <= 200 ? key : null;
}

/**
 * The paid branch of every enrolment: checks the payer, starts (or finds) the mobile-money
 * payment and answers its transaction id. The learner is enrolled when the operator confirms.
 */
export async function startPaidEnrolment(
  c: Context<AppEnv>,
  payments: PaymentSandbox,
  userId: number,
  item: { type: "course" | "exam"; id: number; title: string; amount: number; slug: string | null },
) {
  const input = await validate(await readInput(c), payerSchema);
  const { payment, created } = payments.initiate({
    userId,
    item,
    payerName: input.payer_name,
    payerPhone: input.payer_phone,
    idempotencyKey: idempotencyKey(c),
  });
  payments.schedule(payment);
  return c.json(
    {
      message: created ? "Payment initiated successfully!" : "This payment is already in progress.",
      transaction_id: payment.reference,
      status: payment.status,
      slug: item.slug,
    },
    created ? 201 : 200,
  );
}
