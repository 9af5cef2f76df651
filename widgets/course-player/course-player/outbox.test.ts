import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "#shared/api/errors.ts";
import { closeDurableStores } from "#shared/browser/durable-store.ts";
import { LearningOutbox, type Outgoing, type Send } from "./outbox.ts";

afterEach(async () => {
  await closeDurableStores();
  indexedDB.deleteDatabase("lp-durable");
});

const completion = (lessonId: number): Outgoing => ({ kind: "completion", courseId: 5, lessonId });

/** A server that records what it receives and answers as told. */
function server(answer: (item: Outgoing) => "ok" | "offline" | "refused" = () => "ok") {
  const received: Outgoing[] = [];
  const send: Send = async (item) => {
    const said = answer(item);
    if (said === "offline") throw new ApiError("An error occurred while marking lesson as completed", 0);
    if (said === "refused") throw new ApiError("The selected lesson id is invalid.", 422, {}, true);
    received.push(item);
    return item.kind === "completion" ? { progress_percent: 50, lessons_completed: [item.lessonId] } : null;
  };
  return { send, received };
}

describe("the learning outbox", () => {
  it("sends what was kept, then holds nothing more", async () => {
    const api = server();
    const outbox = new LearningOutbox(undefined, api.send);
    await outbox.keep(7, completion(11));
    const result = await outbox.flush(7, 5);
    expect(api.received).toEqual([completion(11)]);
    expect(result.progress).toEqual({ progress_percent: 50, lessons_completed: [11] });
    expect(await outbox.waiting(7, 5)).toEqual([]);
  });

  it("keeps a completion while the network is down, across a reload, and sends it once when it returns", async () => {
    let online = false;
    const api = server(() => (online ? "ok" : "offline"));
    await new LearningOutbox(undefined, api.send).keep(7, completion(11));
    const first = await new LearningOutbox(undefined, api.send).flush(7, 5);
    expect(first.waiting).toEqual([completion(11)]);
    expect(api.received).toEqual([]);

    // A reload: a new page, a new outbox, the same device.
    await closeDurableStores();
    const afterReload = new LearningOutbox(undefined, api.send);
    expect(await afterReload.waiting(7, 5)).toEqual([completion(11)]);
    online = true;
    await afterReload.flush(7, 5);
    await afterReload.flush(7, 5);
    expect(api.received).toEqual([completion(11)]);
  });

  it("keeps one record however often the same lesson is completed, and one per quiz attempt", async () => {
    const api = server(() => "offline");
    const outbox = new LearningOutbox(undefined, api.send);
    await outbox.keep(7, completion(11));
    await outbox.keep(7, completion(11));
    await outbox.keep(7, { kind: "quiz", courseId: 5, lessonId: 12, quizId: 3, correct: 2, total: 4, key: "a" });
    await outbox.keep(7, { kind: "quiz", courseId: 5, lessonId: 12, quizId: 3, correct: 4, total: 4, key: "b" });
    expect(await outbox.waiting(7, 5)).toHaveLength(3);
  });

  it("shares one flush between two callers, so nothing goes twice", async () => {
    const api = server();
    const outbox = new LearningOutbox(undefined, api.send);
    await outbox.keep(7, completion(11));
    await Promise.all([outbox.flush(7, 5), outbox.flush(7, 5)]);
    expect(api.received).toHaveLength(1);
  });

  it("drops what the server refuses for good and reports it", async () => {
    const api = server((item) => (item.lessonId === 11 ? "refused" : "ok"));
    const outbox = new LearningOutbox(undefined, api.send);
    await outbox.keep(7, completion(11));
    await outbox.keep(7, completion(12));
    const result = await outbox.flush(7, 5);
    expect(result.refused.map((r) => r.item)).toEqual([completion(11)]);
    expect(api.received).toEqual([completion(12)]);
    expect(await outbox.waiting(7, 5)).toEqual([]);
  });

  it("keeps each learner's records apart on a shared phone", async () => {
    const api = server(() => "offline");
    const outbox = new LearningOutbox(undefined, api.send);
    await outbox.keep(7, completion(11));
    await outbox.keep(8, completion(12));
    expect(await outbox.waiting(7, 5)).toEqual([completion(11)]);
    expect(await outbox.waiting(8, 5)).toEqual([completion(12)]);
    expect(await outbox.waiting(71, 5)).toEqual([]);
  });
});
