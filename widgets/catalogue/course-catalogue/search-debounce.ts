/**
 * The spec's pause after the last keystroke before a search runs. Apart from the model, so the
 * search benchmark can read it without loading the widget's code.
 */
export const SEARCH_DEBOUNCE_MS = 400;
