import { generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";
import { useMemo } from "react";
import { useHandedValue } from "#shared/data/handed.ts";

/** The light margin a reader needs around the code, in modules (the standard's four). */
const QUIET = 4;

interface Drawing {
  text: string;
  /** Modules a side. */
  size: number;
  path: string;
}

function drawing(text: string): Drawing | null {
  try {
    const code = generate(text);
    return { text, size: code.size, path: toSvgPath(code) };
  } catch {
    return null;
  }
}

/**
 * A QR code of `text`, drawn as one SVG path (React sets its `d`: no markup string is parsed).
 * Black on white whatever the theme: readers need the contrast. Null when the text does not fit.
 * Where the server drew it, the browser takes the server's path with the page (making the first
 * code of a page runs the encoder cold: a quarter of a second of a slow phone, in the take-over).
 */
export function QrCode({ text, label, size }: { text: string; label: string; size: number }) {
  const first = useHandedValue(`qr:${text}`, () => drawing(text));
  const code = useMemo(() => (first?.text === text ? first : drawing(text)), [first, text]);
  if (!code) return null;
  const box = code.size + 2 * QUIET;
  return (
    <svg
      className="qr"
      width={size}
      height={size}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      part="qr"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}
