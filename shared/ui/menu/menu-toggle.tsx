import type { Ref } from "react";

/**
 * The button that opens a menu or a drawer on narrow screens: the three-line icon, named in words
 * for assistive technology, the same in every family.
 */
export function MenuToggle({
  open,
  controls,
  label,
  onToggle,
  className,
  ref,
}: {
  open: boolean;
  /** The id of the menu it opens. */
  controls: string;
  label: string;
  onToggle: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `lp-icon-button ${className}` : "lp-icon-button"}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
      </svg>
    </button>
  );
}
