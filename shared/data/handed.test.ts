import { describe, expect, it, vi } from "vitest";
import { collectingScope, handedAnswers, within } from "./handed.ts";
import { resource } from "./resource.ts";

describe("a resource the page arrived with the answer of", () => {
  it("starts ready with the answer its name was handed, and reads nothing", () => {
    const load = vi.fn(async () => "from the API");
    const post = within(handedAnswers({ "post:bac": "from the server" }), () => resource(load, { handed: "post:bac" }));
    expect(post.state.value).toEqual({ status: "ready", data: "from the server" });
    expect(load).not.toHaveBeenCalled();
    // Asked to read again (after a change the learner made), it does.
    post.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    post[Symbol.dispose]();
  });

  it("reads as before under another name, or without a scope", () => {
    const load = vi.fn(async () => "from the API");
    const other = within(handedAnswers({ "posts:1": [] }), () => resource(load, { handed: "posts:2" }));
    const alone = resource(load, { handed: "posts:1" });
    expect(other.state.value.status).toBe("loading");
    expect(alone.state.value.status).toBe("loading");
    expect(load).toHaveBeenCalledTimes(2);
    other[Symbol.dispose]();
    alone[Symbol.dispose]();
  });
});

describe("the server's collecting scope", () => {
  it("gathers the named reads of a first drawing, and hands what answered in time", async () => {
    const scope = collectingScope();
    let late: (value: string) => void = () => undefined;
    const fast = within(scope, () => resource(async () => ({ title: "Bac C" }), { handed: "post" }));
    const slow = within(scope, () => resource(() => new Promise<string>((resolve) => (late = resolve)), { handed: "related" }));
    const failing = within(scope, () => resource(async () => Promise.reject(new Error("down")), { handed: "reviews" }));
    const unnamed = within(scope, () => resource(async () => "not handed"));
    const answers = await scope.settle(50);
    late("too late");
    expect(answers).toEqual({ post: { title: "Bac C" } });
    for (const r of [fast, slow, failing, unnamed]) r[Symbol.dispose]();
  });
});
