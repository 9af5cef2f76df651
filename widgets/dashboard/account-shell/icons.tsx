/** The shell's icons: decorative, their meaning always carried by text beside or behind them. */
const PATHS = {
  bell: "M12 22a2.5 2.5 0 002.45-2h-4.9A2.5 2.5 0 0012 22zm7-6V11a7 7 0 00-5.5-6.84V3.5a1.5 1.5 0 00-3 0v.66A7 7 0 005 11v5l-2 2v1h18v-1z",
  gear: "M19.4 13a7.6 7.6 0 000-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 00-1.7-1L15 3h-4l-.3 2.9a7.4 7.4 0 00-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 000 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 001.7 1L11 21h4l.3-2.9a7.4 7.4 0 001.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 110-7 3.5 3.5 0 010 7z",
  star: "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z",
  chevron: "M7 9l5 5 5-5z",
  dashboard: "M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z",
  courses: "M4 5a2 2 0 012-2h13v16H6a1 1 0 000 2h13v2H6a3 3 0 01-3-3V5zm4 1v2h8V6z",
  exams: "M9 2h6a1 1 0 011 1v1h3v18H5V4h3V3a1 1 0 011-1zm1 2v1h4V4zm-1.3 9.3l1.4-1.4L11 13.8l3.9-3.9 1.4 1.4L11 16.6z",
  payments: "M2 6a2 2 0 012-2h16a2 2 0 012 2v2H2zm0 4h20v8a2 2 0 01-2 2H4a2 2 0 01-2-2zm3 5v2h5v-2z",
  profile: "M12 12a5 5 0 100-10 5 5 0 000 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z",
  certificates: "M12 2a6 6 0 00-3.5 10.9L7 22l5-3 5 3-1.5-9.1A6 6 0 0012 2zm0 3a3 3 0 110 6 3 3 0 010-6z",
  logout: "M10 3H4v18h6v-2H6V5h4zm6.6 4.4l-1.4 1.4 2.2 2.2H9v2h8.4l-2.2 2.2 1.4 1.4L21.2 12z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
