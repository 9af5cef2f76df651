/** The verified mark: a tick in a seal, drawn as SVG elements (no markup strings). */
export function VerifiedMark({ size }: { size: number }) {
  return (
    <svg className="verified-mark" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" part="mark">
      <circle cx="12" cy="12" r="11" fill="var(--lp-color-success)" />
      <path d="M7 12.5l3.2 3.2L17.2 8.7" fill="none" stroke="var(--lp-color-on-brand)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
