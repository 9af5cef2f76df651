/** Where the learner is in a deck: the card shown, whether it is flipped, and whether the last card has been seen from the back. */
export interface DeckState {
  index: number;
  flipped: boolean;
  lastFlipped: boolean;
}

export type DeckAction = { type: "flip" } | { type: "next" } | { type: "previous" };

export const startDeck = (): DeckState => ({ index: 0, flipped: false, lastFlipped: false });

export function deckReducer(total: number, state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case "flip": {
      const flipped = !state.flipped;
      return { ...state, flipped, lastFlipped: state.lastFlipped || (flipped && state.index === total - 1) };
    }
    case "next":
      return state.index < total - 1 ? { ...state, index: state.index + 1, flipped: false } : state;
    case "previous":
      return state.index > 0 ? { ...state, index: state.index - 1, flipped: false } : state;
  }
}
