import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useReducer, useState } from "react";
import { formatNumber } from "#shared/format/format.ts";
import { EmptyState } from "#shared/ui/states.tsx";
import { t } from "../course-player.messages.ts";
import { deckReducer, startDeck } from "../flashcard-machine.ts";
import { t as guide } from "./flashcard-view.messages.ts";

/** A deck of cards: tap (or Enter) flips the card; flipping the last one completes the lesson. */
export function FlashcardView({ items, done = false, onLastFlipped }: { items: { front: string; back: string }[]; done?: boolean; onLastFlipped: () => void }) {
  useSignals();
  const total = items.length;
  const [state, dispatch] = useReducer(deckReducer.bind(null, total), undefined, startDeck);
  const [dark, setDark] = useState(false);
  const darkId = useId();

  useEffect(() => {
    if (state.lastFlipped) onLastFlipped();
  }, [state.lastFlipped, onLastFlipped]);

  if (total === 0) return <EmptyState title={t("player.flashcard.empty")} />;
  const card = items[state.index];
  const n = formatNumber(state.index + 1);
  const count = formatNumber(total);
  return (
    <div className="cp-deck" data-dark={dark || undefined}>
      <label className="cp-deck-theme" htmlFor={darkId}>
        <input id={darkId} type="checkbox" checked={dark} onChange={(e) => setDark(e.currentTarget.checked)} />
        {t("player.flashcard.dark")}
      </label>
      <button type="button" className="cp-card" data-flipped={state.flipped || undefined} onClick={() => dispatch({ type: "flip" })} part="card">
        {/* The name read out is what shows, with where the card is and what a press does. */}
        <span className="lp-visually-hidden">{t("player.flashcard.card", { n, total: count })}, </span>
        <span className="cp-card-side">{state.flipped ? t("player.flashcard.back") : t("player.flashcard.front")}</span>
        <span className="lp-visually-hidden">: </span>
        <span className="cp-card-text">{state.flipped ? card.back : card.front}</span>
        <span className="lp-visually-hidden">. {t("player.flashcard.flip")}</span>
      </button>
      <p className="cp-deck-hint">{guide(state.flipped ? "player.flashcard.hint-back" : "player.flashcard.hint-front")}</p>
      <div className="cp-deck-nav">
        <button type="button" className="lp-button lp-button-secondary" disabled={state.index === 0} onClick={() => dispatch({ type: "previous" })}>
          {t("player.flashcard.previous")}
        </button>
        <span className="cp-deck-count" aria-live="polite">
          {t("player.flashcard.count", { n, total: count })}
        </span>
        <button type="button" className="lp-button lp-button-secondary" disabled={state.index === total - 1} onClick={() => dispatch({ type: "next" })}>
          {t("player.flashcard.next")}
        </button>
      </div>
      {/* The lesson completes itself with no button to press: the learner is told what does it, and told when it is done. */}
      <p className="cp-deck-rule" role="status" data-done={done || state.lastFlipped || undefined}>
        {guide(done || state.lastFlipped ? "player.flashcard.rule-done" : "player.flashcard.rule")}
      </p>
    </div>
  );
}
