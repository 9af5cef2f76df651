import { generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";
import { useEffect, useMemo, useState } from "react";

/** The light margin a reader needs around the code, in modules (the standard's four). */
const QUIET = 4;

/**
 * A QR code of `text`, drawn as one SVG path (React sets its `d`: no markup string is parsed).
 * Black on white whatever the theme: readers need the contrast. Null when the text does not fit.
 */
export function QrCode({ text, label, size }: { text: string; label: string; size: number }) {
  // Made in a task after the certificate's first paint: the code's first making, its encoder not
  // yet compiled, is a long task on a slow phone (a quarter of a second), and the words come first.
  // Its room is kept meanwhile.
  const [due, setDue] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => setDue(true), 0);
    return () => clearTimeout(later);
  }, []);
  const code = useMemo(() => {
    if (!due) return undefined;
    try {
      return generate(text);
    } catch {
      return null;
    }
  }, [text, due]);
  if (code === undefined) return <span className="qr-room" style={{ width: size, height: size }} />;
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
