import type { ReactNode } from "react";

export interface Figure {
  /** Stable, for React and for styling one figure (`data-figure`). */
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * A list of figures: each a label and its value, read in that order by assistive technology and
 * shown with the value first. `tiles` boxes each figure with a large value (statistics, totals);
 * `plain` stacks them without the box (a card's numbers); `inline` runs them along one line. Its CSS (figures.css) joins the styles
 * of the widget that shows it; the widget sets the columns.
 */
export function Figures({
  items,
  look = "tiles",
  label,
  className,
}: {
  items: readonly Figure[];
  look?: "tiles" | "plain" | "inline";
  label?: string;
  className?: string;
}) {
  return (
    <dl className={["lp-figures", `lp-figures-${look}`, className].filter(Boolean).join(" ")} aria-label={label}>
      {items.map(({ key, label: name, value }) => (
        <div key={key} className="lp-figure" data-figure={key}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
