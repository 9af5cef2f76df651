import crypto from "node:crypto";

/**
 * Fisher-Yates with the system's cryptographic generator: the order a learner gets cannot be
 * predicted from earlier orders, so a shared answer sheet ("question 3 is B") is useless.
 */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
