import { memo, useMemo } from "react";
import { sanitize } from "./sanitize.ts";

/**
 * The only place API HTML reaches the DOM. Anything typed by a person (names, titles) is text:
 * render it as a React child, never through here. Sanitised once per text, not on every render:
 * a parent that re-renders (a timer, a picked answer) costs nothing here.
 */
export const SafeHtml = memo(function SafeHtml({
  html,
  id,
  className,
  as: Tag = "div",
}: {
  html: string | null | undefined;
  id?: string;
  className?: string;
  as?: "div" | "span" | "p";
}) {
  const clean = useMemo(() => sanitize(html ?? ""), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one sink for API HTML, sanitised right before it
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
});
