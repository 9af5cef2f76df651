import { isTransient } from "#shared/api/errors.ts";
import { type Progress, postLessonCompleted, postQuizAttempt } from "#shared/api/learning.ts";
import { type DurableStore, durableStore } from "#shared/browser/durable-store.ts";

/** What the learner did that the server must hear of, kept on the device until it has. */
export type Outgoing =
  | { kind: "completion"; courseId: number; lessonId: number }
  | { kind: "quiz"; courseId: number; lessonId: number; quizId: number; correct: number; total: number; key: string };

export interface FlushResult {
  /** The server's latest answer about the course's progress, when a completion was sent. */
  progress: Progress | null;
  /** What the server took, in order. */
  sent: Outgoing[];
  /** Lessons still waiting: the network or the server failed, they go with the next flush. */
  waiting: Outgoing[];
  /** Refused for good (the server said no): dropped, and said to the learner. */
  refused: { item: Outgoing; error: unknown }[];
}

export type Send = (item: Outgoing) => Promise<Progress | null>;

const sendToApi: Send = (item) =>
  item.kind === "completion"
    ? postLessonCompleted(item.courseId, item.lessonId)
    : postQuizAttempt(item.quizId, { lessonId: item.lessonId, correct: item.correct, total: item.total }, item.key).then(() => null);

/**
 * The player's outbox. Every completion and quiz attempt is written here first (so a power cut
 * right after the tap loses nothing), then sent; it leaves only when the server has answered.
 * A completion is the same record however often it is kept, and a quiz attempt carries its own
 * key, so sending one twice never counts it twice.
 */
export class LearningOutbox {
  private flushing: Promise<FlushResult> | null = null;

  constructor(
    private readonly store: DurableStore<Outgoing> = durableStore<Outgoing>("learning-outbox"),
    private readonly send: Send = sendToApi,
  ) {}

  private static key(learner: number, item: Outgoing): string {
    const base = `${learner}:${item.courseId}:${item.kind}:${item.lessonId}`;
    return item.kind === "quiz" ? `${base}:${item.key}` : base;
  }

  keep(learner: number, item: Outgoing): Promise<void> {
    return this.store.put(LearningOutbox.key(learner, item), item);
  }

  async waiting(learner: number, courseId: number): Promise<Outgoing[]> {
    return (await this.store.list(`${learner}:${courseId}:`)).map((record) => record.value);
  }

  /** Sends what waits for this course, oldest first; one flush at a time, a second caller shares it. */
  flush(learner: number, courseId: number): Promise<FlushResult> {
    this.flushing ??= this.sendAll(learner, courseId).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll(learner: number, courseId: number): Promise<FlushResult> {
    const result: FlushResult = { progress: null, sent: [], waiting: [], refused: [] };
    const records = await this.store.list(`${learner}:${courseId}:`);
    for (const [index, { key, value }] of records.entries()) {
      try {
        const progress = await this.send(value);
        if (progress) result.progress = progress;
        await this.store.delete(key);
        result.sent.push(value);
      } catch (error) {
        if (isTransient(error)) {
          // The rest would meet the same network: keep them all for the next flush.
          result.waiting = records.slice(index).map((record) => record.value);
          break;
        }
        await this.store.delete(key);
        result.refused.push({ item: value, error });
      }
    }
    return result;
  }
}
