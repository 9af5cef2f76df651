/**
 * An on/off setting that takes effect at once: a button (Space and Enter flip it natively, and it
 * is in the tab order) with the switch role, named and described by the words beside it.
 */
export function Switch({
  on,
  labelledBy,
  describedBy,
  onFlip,
  name,
}: {
  on: boolean;
  labelledBy: string;
  describedBy: string;
  onFlip: () => void;
  name?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      className="set-switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-toggle={name}
      onClick={onFlip}
    >
      <span className="set-switch-thumb" aria-hidden="true" />
    </button>
  );
}
