import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { button, click } from "#tests/support/dom.ts";
import { FlashcardView } from "./flashcard-view.tsx";

const items = [
  { front: "HTML", back: "Markup" },
  { front: "CSS", back: "Style" },
];

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
  locale.value = "en";
});

async function deck(onLastFlipped = vi.fn()) {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<FlashcardView items={items} onLastFlipped={onLastFlipped} />));
  return host;
}

const text = (host: ParentNode, selector: string) => host.querySelector(selector)?.textContent?.trim();
const card = (host: ParentNode) => host.querySelector<HTMLButtonElement>(".cp-card")!;

describe("a flashcards lesson", () => {
  it("says under the card what a tap does, on either side", async () => {
    const host = await deck();
    expect(text(host, ".cp-deck-hint")).toBe("Tap the card to see the answer");
    await click(card(host));
    expect(text(host, ".cp-card-text")).toBe("Markup");
    expect(text(host, ".cp-deck-hint")).toBe("Tap the card to see the question again");
  });

  it("says what completes the lesson, and says so again, in a status, once the last card is flipped", async () => {
    const done = vi.fn();
    const host = await deck(done);
    const rule = () => host.querySelector(".cp-deck-rule");
    expect(rule()?.textContent).toBe("Flip the last card to complete this lesson.");
    expect(rule()?.getAttribute("role")).toBe("status");
    // Flipping another card does not complete it.
    await click(card(host));
    expect(rule()?.textContent).toBe("Flip the last card to complete this lesson.");
    await click(button(host, "Next"));
    await click(card(host));
    expect(done).toHaveBeenCalledTimes(1);
    expect(rule()?.textContent).toBe("This lesson is complete.");
    // Going back does not take it away.
    await click(button(host, "Previous"));
    expect(rule()?.textContent).toBe("This lesson is complete.");
  });

  it("says it in French", async () => {
    locale.value = "fr";
    const host = await deck();
    expect(text(host, ".cp-deck-hint")).toBe("Touchez la carte pour voir la réponse");
    expect(text(host, ".cp-deck-rule")).toBe("Retournez la dernière carte pour terminer cette leçon.");
  });
});
