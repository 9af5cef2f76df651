import { generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";
import { useMemo } from "react";

/** The light margin a reader needs around the code, in modules (the standard's four). */
const QUIET = 4;

/**
 * A QR code of `text`, drawn as one SVG path (React sets its `d`: no markup string is parsed).
 * Black on white whatever the theme: readers need the contrast. Null when the text does not fit.
 */
export function QrCode({ text, label, size }: { text: string; label: string; size: number }) {
  const code = useMemo(() => {
    try {
      return generate(text);
    } catch {
      return null;
    }
  }, [text]);
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
      <path d={toSvgPath(code)} fill="#000000" />
    </svg>
  );
}
