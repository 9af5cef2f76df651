import { useEffect, useRef } from "react";

/**
 * A view's title. When the view replaced another without a page load, focus moves to the title
 * so keyboard and screen reader users start reading the new view from its top.
 */
export function ViewHeading({ id, title, intro, focusOnMount }: { id: string; title: string; intro?: string; focusOnMount?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <header className="set-head">
      <h1 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="set-intro">{intro}</p>}
    </header>
  );
}
