/**
 * A card's language over its picture's corner (`media-card.css`): the code seen, the words heard.
 * Placed after the card's title in reading order, so the card's link is named by its title first.
 */
export function LanguageBadge({ code, label }: { code: "en" | "fr"; label: string }) {
  return (
    <span className="media-card-language" title={label}>
      <span aria-hidden="true">{code.toUpperCase()}</span>
      <span className="lp-visually-hidden">{label}</span>
    </span>
  );
}
