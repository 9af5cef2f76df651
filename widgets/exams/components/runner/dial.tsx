import type { TimerLevel } from "./rules.ts";

/**
 * A time dial: a ring whose filled share is the time left, coloured by the spec's steps, with the
 * clock in the middle. The ring is decoration; the label and the clock are the text read aloud.
 */
export function Dial({ label, clock, share, level, note }: { label: string; clock: string; share: number; level: TimerLevel; note?: string }) {
  const r = 26;
  const round = 2 * Math.PI * r;
  const filled = Math.min(1, Math.max(0, share)) * round;
  return (
    <div className="runner-dial" data-level={level}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle className="runner-dial-track" cx="32" cy="32" r={r} />
        <circle className="runner-dial-fill" cx="32" cy="32" r={r} strokeDasharray={`${filled} ${round}`} transform="rotate(-90 32 32)" />
      </svg>
      <span className="runner-dial-text">
        <span className="runner-dial-label">{label}</span>
        <span className="runner-dial-clock">
          {note && <span className="runner-dial-note">{note} </span>}
          {clock}
        </span>
      </span>
    </div>
  );
}
