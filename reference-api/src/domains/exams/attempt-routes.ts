import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { startOrResume, takingView } from "./attempt-start.ts";
import { autosave } from "./autosave.ts";
import { submitAttempt } from "./grading.ts";
import { history, learnerResult, solution } from "./results.ts";
import { readSubmission } from "./submission-input.ts";
import type { TestKind } from "./test-kinds.ts";

/**
 * The taking endpoints, identical for exams and assessments apart from `kind`. Every one of them
 * is per learner and answers with Cache-Control: no-store (set for all of /api by the app), so no
 * cache between the learner and the API keeps a paper or a result.
 */
export function attemptRoutes(deps: Deps, kind: TestKind) {
  const { db } = deps;
  const grace = deps.config.exams.submitGraceSeconds;
  const r = new Hono<AppEnv>();
  const base = `/${kind.path}/:id`;

  const load = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const test = kind.find(db, c.req.param("id") ?? "");
    if (!test) throw notFound(kind.notFoundMessage);
    return { user, test };
  };

  r.get(`${base}/questions`, (c) => {
    const { user, test } = load(c);
    const { attempt } = startOrResume(db, grace, kind, user, test);
    return c.json(takingView(db, test, attempt));
  });

  r.post(`${base}/submit`, async (c) => {
    const { user, test } = load(c);
    const submission = readSubmission(await readInput(c));
    const result = submitAttempt(db, grace, kind, user, test, submission);
    // The same body for the first submit and every repeat, so a retried request cannot tell them apart.
    return c.json({ message: `${kind.Noun} submitted successfully!`, data: result });
  });

  // Beyond the contract: the answers of the attempt in progress, saved as they are given.
  r.post(`${base}/autosave`, async (c) => {
    const { user, test } = load(c);
    const saved = autosave(db, grace, kind, user.id, test, await readInput(c));
    return c.json({ message: "Answers saved.", revision: saved.revision });
  });

  r.get(`${base}/result`, (c) => {
    const { user, test } = load(c);
    return c.json({ data: learnerResult(db, grace, user.id, test) });
  });

  r.get(`${base}/history`, (c) => {
    const { user, test } = load(c);
    return c.json({ data: history(db, grace, user.id, test) });
  });

  r.get(`${base}/solution`, (c) => {
    const { user, test } = load(c);
    return c.json({ data: solution(db, grace, kind, user.id, test) });
  });

  return r;
}
