import { describe, expect, it } from "vitest";
import { deckReducer, startDeck } from "./flashcard-machine.ts";

describe("a flashcard deck", () => {
  const step = deckReducer.bind(null, 3);

  it("is seen through only when the last card is flipped", () => {
    let s = startDeck();
    s = step(s, { type: "flip" });
    expect(s.lastFlipped).toBe(false);
    s = step(step(s, { type: "next" }), { type: "next" });
    expect(s).toMatchObject({ index: 2, flipped: false, lastFlipped: false });
    s = step(s, { type: "flip" });
    expect(s.lastFlipped).toBe(true);
    // Once seen, flipping back or moving away keeps it seen.
    expect(step(step(s, { type: "flip" }), { type: "previous" }).lastFlipped).toBe(true);
  });

  it("stays within the deck at both ends", () => {
    const s = startDeck();
    expect(step(s, { type: "previous" })).toBe(s);
    const last = { index: 2, flipped: false, lastFlipped: false };
    expect(step(last, { type: "next" })).toBe(last);
  });
});
