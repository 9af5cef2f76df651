import { useSignals } from "@preact/signals-react/runtime";
import { useHandedValue } from "#shared/data/handed.ts";
import { formatSince } from "#shared/format/format.ts";

/** How long ago something happened, in the page's language; nothing at all when that is unknown. */
export function Since({
  at,
  words,
  className,
  as: Tag = "span",
}: {
  at: string | null | undefined;
  words: string | null | undefined;
  className: string;
  as?: "span" | "p";
}) {
  useSignals();
  // The server's clock where it drew the widget (its "3 days ago" is the browser's first render too).
  const now = useHandedValue("now", () => Date.now());
  const text = formatSince(at, words, undefined, now);
  return text ? <Tag className={className}>{text}</Tag> : null;
}
