import { useState } from "react";

/** Only web addresses become an image source: anything else shows the initials. */
function pictureUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, document.baseURI);
    return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "blob:" ? url.href : null;
  } catch {
    return null;
  }
}

const firstLetter = (text: string | null | undefined) => [...(text ?? "").trim()][0]?.toLocaleUpperCase() ?? "";

/** Up to two letters for a person without a picture: first and last name, else the display name. */
export function initials(person: { first_name?: string | null; last_name?: string | null; name?: string | null }): string {
  const fromNames = firstLetter(person.first_name) + firstLetter(person.last_name);
  if (fromNames) return fromNames;
  const words = (person.name ?? "").trim().split(/\s+/).filter(Boolean);
  return firstLetter(words[0]) + firstLetter(words.length > 1 ? words[words.length - 1] : "") || "?";
}

interface AvatarProps {
  src: string | null | undefined;
  person: { first_name?: string | null; last_name?: string | null; name?: string | null };
  /** What the picture is, for assistive technology; without it the picture is decoration beside the name. */
  label?: string;
  size: number;
  className?: string;
}

/** A round profile picture, or the person's initials when there is none or it fails to load. */
export function Avatar({ src, person, label, size, className }: AvatarProps) {
  const url = pictureUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ["lp-avatar", className].filter(Boolean).join(" ");
  if (url && failed !== url)
    return <img className={classes} src={url} alt={label ?? ""} width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(url)} />;
  return (
    <span
      className={`${classes} lp-avatar-initials`}
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.38) }}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {initials(person)}
    </span>
  );
}
