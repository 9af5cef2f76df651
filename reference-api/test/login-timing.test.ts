import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";

/**
 * Sign-in takes the same work for an address with no account as for one with an account and a
 * wrong password: its time does not tell who is registered. Read as a ratio of medians in the
 * same run, alternating the two, so the machine's speed does not decide it.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe("a failed sign-in's time", () => {
  it("is the same for an unknown address as for a known one with a wrong password", async () => {
    const { user } = await api.register();
    const known: number[] = [];
    const unknown: number[] = [];
    const time = async (email: string, from: string) => {
      const started = performance.now();
      const r = await api.call("POST", "/api/login", { from, json: { email, password: "not-the-password" } });
      expect(r.status).toBe(422);
      return performance.now() - started;
    };
    // Each try from a client of its own: the limits per account and per client stay out of the way.
    for (let i = 0; i < 8; i++) {
      known.push(await time(user.email, `127.0.1.${i + 1}`));
      unknown.push(await time(`nobody-${i}@example.cm`, `127.0.2.${i + 1}`));
    }
    const ratio = median(unknown) / median(known);
    console.log(`failed sign-in, median: known address ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`);
    // Before the decoy an unknown address answered in a tenth of the time (3 ms against 33 ms).
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
