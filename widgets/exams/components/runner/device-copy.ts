import * as v from "valibot";
import { type Question, QuestionSchema, type TestPath } from "#shared/api/exam-taking.ts";
import { durableStore } from "#shared/browser/durable-store.ts";
import type { TakingState } from "./taking.ts";

/**
 * The device's copy of an attempt in progress, in IndexedDB: what survives a reload, a crash, a
 * power cut or a network drop. The paper is written once; the state (small) after every answer,
 * so one answer's write stays quick. A copy that does not read back as written (damaged, tampered)
 * is dropped: the server grades whatever is sent, so a copy can lose an attempt's progress at
 * worst, never change its result.
 */
export interface AttemptState {
  attemptId: number | null;
  /** When the time runs out, on this device's clock (ms): from the server's clock where it gave one. */
  deadline: number;
  durationSeconds: number;
  taking: TakingState;
  /** The last revision the API confirmed it keeps (autosave); 0 when none or where the API has none. */
  savedRevision: number;
  /** The API keeps answers (beyond the contract): they are sent to it as they are given. */
  autosave: boolean;
  /** The tab was hidden at this time and has not been seen since (ms). */
  hiddenAt: number | null;
  /** The learner was warned not to make the window smaller: the spec's warning shows once an attempt, reloads included. */
  sizeWarned?: boolean;
  /** The learner finished (or the attempt ended): the answers are to be submitted, not taken further. */
  finishing?: "finished" | "time-up" | "away" | "left" | null;
}

const record = v.record(v.string(), v.number());
const StateSchema = v.object({
  attemptId: v.nullable(v.number()),
  deadline: v.number(),
  durationSeconds: v.number(),
  taking: v.object({
    order: v.pipe(v.array(v.number()), v.minLength(1)),
    index: v.pipe(v.number(), v.integer(), v.minValue(0)),
    answers: record,
    spent: record,
    selected: v.nullable(v.number()),
    visitStartedAt: v.number(),
    revision: v.number(),
  }),
  savedRevision: v.number(),
  autosave: v.boolean(),
  hiddenAt: v.nullable(v.number()),
  sizeWarned: v.optional(v.boolean(), false),
  finishing: v.optional(v.nullable(v.picklist(["finished", "time-up", "away", "left"])), null),
});
const PaperSchema = v.array(QuestionSchema);

const store = durableStore<unknown>("exam-attempts");

/**
 * Where one learner's attempts of one exam or assessment are kept: learner first, so learners on one
 * phone never mix; the test as the page names it (an exam's slug, an assessment's id), so the page
 * finds an attempt to resume before it has asked the API anything.
 */
const testPrefix = (learnerId: number, path: TestPath, scope: string) => `${learnerId}/${path}/${encodeURIComponent(scope)}/`;

export interface DeviceCopy {
  key: string;
  questions: Question[];
  state: AttemptState;
}

export const copyKey = (learnerId: number, path: TestPath, scope: string, attemptId: number | null) =>
  `${testPrefix(learnerId, path, scope)}${attemptId ?? "device"}`;

export const writePaper = (key: string, questions: Question[]) => store.put(`${key}#paper`, questions);
export const writeState = (key: string, state: AttemptState) => store.put(`${key}#state`, state);

/** The learner's attempt in progress on this device, if one is kept and reads back whole. */
export async function readCopy(learnerId: number, path: TestPath, scope: string): Promise<DeviceCopy | null> {
  const records = await store.list(testPrefix(learnerId, path, scope));
  for (const { key, value } of records) {
    if (!key.endsWith("#state")) continue;
    const base = key.slice(0, -"#state".length);
    const paper = records.find((r) => r.key === `${base}#paper`);
    const state = v.safeParse(StateSchema, value);
    const questions = v.safeParse(PaperSchema, paper?.value);
    if (state.success && questions.success && fits(state.output, questions.output)) return { key: base, questions: questions.output, state: state.output };
    await dropCopy(base);
  }
  return null;
}

/** The state names exactly the paper's questions, and stands on one of them. */
function fits(state: AttemptState, questions: Question[]): boolean {
  const ids = new Set(questions.map((q) => q.id));
  const { order, index } = state.taking;
  return order.length === ids.size && order.every((id) => ids.has(id)) && new Set(order).size === order.length && index < order.length;
}

export async function dropCopy(key: string): Promise<void> {
  await Promise.all([store.delete(`${key}#state`), store.delete(`${key}#paper`)]);
}
