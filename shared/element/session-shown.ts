import { useEffect, useState } from "react";
import { isSignedIn } from "#shared/auth/session.ts";
import { useDrawnByServer } from "#shared/data/handed.ts";

/**
 * Whether a widget shows the signed-in state. A widget the server drew was drawn for a visitor (the
 * server holds no session): its first render in the browser is the same, so it hydrates; the
 * reader's own state comes with the next. Anywhere else, the reader's state from the start.
 */
export function useSessionShown(): boolean {
  const drawnByServer = useDrawnByServer();
  const [live, setLive] = useState(!drawnByServer);
  useEffect(() => setLive(true), []);
  return live && isSignedIn.value;
}
