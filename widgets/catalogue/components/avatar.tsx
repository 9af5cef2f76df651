/** Up to two initials, each a whole character (an accented or astral first letter is never split). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");

/**
 * A person's or an organization's picture, or its initials when it has none. Decorative either
 * way: the name is always written beside it.
 */
export function Avatar({ src, name, size, className, initialsClassName }: { src: string | null; name: string; size: number; className: string; initialsClassName: string }) {
  return src ? (
    <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} ${initialsClassName}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
