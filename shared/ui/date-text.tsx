import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { useDrawnByServer } from "#shared/data/handed.ts";
import { formatDate } from "#shared/format/format.ts";

/**
 * The time zone a part writes its dates in. The server's drawing knows no reader's zone and writes
 * them in UTC; taking it over, the browser renders the same, then in the reader's own zone (an
 * instant near midnight may change day then, rather than break the take-over as a mismatch).
 */
export function useDateZone(): string | undefined {
  const drawnByServer = useDrawnByServer();
  const [zone, setZone] = useState(drawnByServer ? "UTC" : undefined);
  useEffect(() => {
    if (zone) setZone(undefined);
  }, []);
  return zone;
}

/** A date in the page's language, as a <time> that machines read too. */
export function DateText({ iso }: { iso: string }) {
  useSignals();
  return <time dateTime={iso}>{formatDate(iso, undefined, useDateZone())}</time>;
}
