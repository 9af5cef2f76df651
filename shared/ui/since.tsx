import { useSignals } from "@preact/signals-react/runtime";
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
  const text = formatSince(at, words);
  return text ? <Tag className={className}>{text}</Tag> : null;
}
