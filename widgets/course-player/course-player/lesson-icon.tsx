/** One small glyph per lesson type, drawn inline so the outline needs no icon font or request. */
const PATHS: Record<string, string> = {
  video: "M8 5v14l11-7z",
  article: "M6 2h9l5 5v15H6zm8 1.5V8h4.5M8 12h10M8 16h10M8 20h6",
  assignment: "M9 3h6v3H9zM6 5h3M15 5h3v17H6V5M9 13l2 2 4-4",
  flashcard: "M3 7h13v12H3zM7 3h14v12",
  quiz: "M9.1 9a3 3 0 1 1 4 2.8c-.7.3-1.1 1-1.1 1.7V15M12 18h.01",
  worksheet: "M6 2h12v20H6zM9 7h6M9 11h6M9 15h3",
  casestudy: "M4 7h16v13H4zM9 7V4h6v3M4 12h16",
  slide: "M3 4h18v12H3zM12 16v4M8 20h8",
};

export function LessonIcon({ type }: { type: string }) {
  return (
    <svg className="cp-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[type] ?? PATHS.article} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function DoneMark() {
  return (
    <svg className="cp-done-mark" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M7 12.5l3.2 3L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
