/**
 * A widget the server drew shows its buttons before its code has come: on a slow network a reader
 * may press one (or submit a form, or tick a box) seconds before the widget is live, and that press
 * would do nothing. Held here instead, from the moment the loader runs (before any widget's code),
 * and done again once the widget has taken its root over; what the reader typed meanwhile is told
 * to the widget first, as if typed then. Links are left alone: they work as links.
 */

/** The controls whose press only the widget's code can answer. */
const PRESSED = 'button, input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"]';

type Typed = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The events React keeps, on a root it has begun to hydrate, to replay once the part under them
 * has hydrated: inside a shadow root the kept event has lost its target by then (the DOM clears it
 * once the event is done), and React's replay throws. Nothing of a widget needs them before it is
 * live: they stop at its root until then.
 */
const REPLAYED_BY_REACT = ["focusin", "dragenter", "mouseover", "pointerover", "gotpointercapture"];
const stopHere = (event: Event) => event.stopImmediatePropagation();

export interface EarlyPresses {
  /** The widget is live: tell it what was typed, then press again what was pressed, in order. */
  replay(): void;
  /** The widget's view was replaced (drawn again): what was pressed on the old one is dropped. */
  drop(): void;
  /**
   * The view was a copy of the learner's last screen (`copy`, its nodes), replaced by the widget's
   * own drawing in `live`: a press is done again on the control in the same place there, when it
   * reads the same and so does its item (a list that changed meanwhile drops it). Nothing was typed on a copy.
   */
  replayIn(copy: readonly Node[], live: ParentNode): void;
}

const words = (el: Element | null) => (el?.getAttribute("aria-label") ?? el?.textContent ?? "").replace(/\s+/g, " ").trim();
/** What a control says and the state it shows (a press on a toggle does the opposite of another state), and what its item says. */
const reading = (control: Element) =>
  [
    control.localName,
    words(control),
    control.getAttribute("aria-pressed"),
    control.getAttribute("aria-expanded"),
    (control as HTMLInputElement).checked,
    words(control.closest("li, tr, article, [role=listitem], [role=row]")),
  ].join("|");
const controlsIn = (nodes: readonly Node[]) =>
  nodes.flatMap((node) => (node instanceof Element ? [...(node.matches(PRESSED) ? [node] : []), ...node.querySelectorAll(PRESSED)] : []));

export function holdEarlyPresses(root: ShadowRoot): EarlyPresses {
  const pressed: (() => void)[] = [];
  const controls: HTMLElement[] = [];

  const hold = (event: Event, again: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push(again);
  };
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(PRESSED) as HTMLElement | null;
    if (control && !(control as HTMLButtonElement).disabled) {
      controls.push(control);
      hold(event, () => control.click());
    }
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    hold(event, () => form.requestSubmit());
  };

  root.addEventListener("click", onClick, true);
  root.addEventListener("submit", onSubmit, true);
  for (const type of REPLAYED_BY_REACT) root.addEventListener(type, stopHere, true);
  const stop = () => {
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("submit", onSubmit, true);
    for (const type of REPLAYED_BY_REACT) root.removeEventListener(type, stopHere, true);
  };

  return {
    replay() {
      stop();
      // What was typed (before this script ran, too) is what differs from what the server wrote.
      for (const field of root.querySelectorAll<Typed>("input, textarea, select")) {
        if (!changed(field)) continue;
        unseen(field);
        field.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      // In the next task: the widget has drawn what it was told (React renders a change after the
      // event that made it), so a press reads the typed value.
      const presses = pressed.splice(0);
      if (presses.length)
        setTimeout(() => {
          for (const again of presses) again();
        }, 0);
    },
    drop() {
      stop();
      pressed.length = 0;
      controls.length = 0;
    },
    replayIn(copy, live) {
      stop();
      const before = controlsIn(copy);
      // A copy leaves closed dialogs out: their controls are not counted.
      const after = [...live.querySelectorAll<HTMLElement>(PRESSED)].filter((control) => !control.closest("dialog:not([open])"));
      const twins = controls.splice(0).flatMap((control) => {
        const twin = after[before.indexOf(control)];
        return twin && reading(twin) === reading(control) ? [twin] : [];
      });
      pressed.length = 0;
      if (twins.length)
        setTimeout(() => {
          for (const twin of twins) twin.click();
        }, 0);
    },
  };
}

/**
 * Makes the field's value one its widget has not seen. React keeps beside each field the value it
 * last saw (through the field's own `value` property) and answers an input only with a value it
 * has not: taking the field over, it saw the typed one. Set through the field, another value is
 * seen; set back through the element's own setter, the typed one is not.
 */
function unseen(field: Typed): void {
  if (field instanceof HTMLSelectElement) return;
  const value = field.value;
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!own) return;
  field.value = value === "" ? " " : "";
  own.call(field, value);
}

/**
 * Whether the field holds another value than the server wrote (a list with no option marked
 * selected shows its first). A box's or a choice's press is held as a press, not read here.
 */
function changed(field: Typed): boolean {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return false;
  if (!(field instanceof HTMLSelectElement)) return field.value !== field.defaultValue;
  const options = [...field.options];
  if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  return (
    field.selectedIndex !==
    Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    )
  );
}
