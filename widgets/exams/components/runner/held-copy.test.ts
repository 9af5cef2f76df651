import { describe, expect, it } from "vitest";
import type { AttemptState } from "./device-copy.ts";
import { copyVerdict } from "./held-copy.ts";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const MINUTE = 60_000;
/** Started five minutes ago, ten minutes long. */
const held = (over: Partial<AttemptState> = {}): AttemptState => ({
  attemptId: 4,
  deadline: NOW + 5 * MINUTE,
  durationSeconds: 600,
  taking: { order: [1], index: 0, answers: {}, spent: {}, selected: null, visitStartedAt: NOW, revision: 0 },
  savedRevision: 0,
  autosave: false,
  hiddenAt: null,
  finishing: null,
  ...over,
});
const at = (offset: number) => new Date(NOW + offset).toISOString();
const fresh = { next_attempt_at: null, last_attempted_at: null };

describe("what a visit does with the attempt this device holds", () => {
  it.each([
    ["within its time, nothing ended since, no wait", held(), fresh, "resume"],
    ["an earlier attempt ended before it began", held(), { last_attempted_at: at(-20 * MINUTE), next_attempt_at: at(-10 * MINUTE) }, "resume"],
    ["a submission a reload interrupted, even past its time", held({ finishing: "finished", deadline: NOW - MINUTE }), fresh, "resume"],
    ["past its time", held({ deadline: NOW - 1 }), fresh, "send"],
    [
      "an attempt ended since it began (this one, closed by the server or another device)",
      held(),
      { last_attempted_at: at(-MINUTE), next_attempt_at: at(-MINUTE) },
      "send",
    ],
    ["a retake wait running", held(), { last_attempted_at: at(-20 * MINUTE), next_attempt_at: at(MINUTE) }, "send"],
  ] as const)("%s", (_what, state, result, verdict) => {
    expect(copyVerdict(state, result, NOW)).toBe(verdict);
  });
});
