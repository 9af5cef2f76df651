import { isTransient } from "#shared/api/errors.ts";
import { postSubmit, type Result, type TestPath } from "#shared/api/exam-taking.ts";
import { type AttemptState, type DeviceCopy, dropCopy } from "./device-copy.ts";
import { submissionOf } from "./sender.ts";

/**
 * What a visit does with the attempt this device holds. A submission a reload interrupted is taken
 * up to be sent again, with its result shown ("resume": no paper is asked for). An attempt in
 * progress is taken up again only while the server can still hold it open: within its time, with
 * no attempt ended since it began and no retake wait running (no attempt can be open during one).
 * Otherwise its answers are sent, as the submission they never were, and the copy is forgotten
 * ("send"): a visit never starts or reopens an attempt by itself.
 */
export function copyVerdict(state: AttemptState, result: { next_attempt_at: string | null; last_attempted_at: string | null }, now: number): "resume" | "send" {
  if (state.finishing) return "resume";
  if (now >= state.deadline) return "send";
  const started = state.deadline - state.durationSeconds * 1000;
  const endedSince = result.last_attempted_at !== null && Date.parse(result.last_attempted_at) >= started;
  const waiting = result.next_attempt_at !== null && Date.parse(result.next_attempt_at) > now;
  return endedSince || waiting ? "send" : "resume";
}

/**
 * Sends an attempt the device holds but can no longer take, once, then forgets it: the server
 * grades it, or answers that it has closed it. Kept when the network is down (the next visit
 * tries again). The server's result, when it graded one.
 */
export async function sendHeldCopy(copy: DeviceCopy, path: TestPath, testId: number): Promise<Result | null> {
  try {
    const answer = await postSubmit(path, testId, submissionOf(copy.state, copy.questions));
    await dropCopy(copy.key).catch(() => undefined);
    return answer.data;
  } catch (error) {
    if (!isTransient(error)) await dropCopy(copy.key).catch(() => undefined);
    return null;
  }
}
