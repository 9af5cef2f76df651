/** The settings cards' pictograms: decoration beside each card's title, hidden from assistive technology. */
const PATHS = {
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z",
  notifications: "M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2Zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z",
  privacy: "M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm0 10h6c-.5 4-3 7.5-6 8.5V12H6V6.3l6-2.2V12Z",
  interests: "M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z",
  password: "M7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4Zm5.6-4A6 6 0 1 0 12.6 14H16v3h3v-3h2v-4h-8.4Z",
} as const;

export type IconName = keyof typeof PATHS;

export function CardIcon({ name }: { name: IconName }) {
  return (
    <span className="set-card-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false" aria-hidden="true">
        <path d={PATHS[name]} fill="currentColor" />
      </svg>
    </span>
  );
}
