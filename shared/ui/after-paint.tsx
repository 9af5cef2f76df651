import { type ReactNode, useEffect, useState } from "react";
import { useDrawnByServer } from "#shared/data/handed.ts";

/**
 * Its children, drawn a frame after the rest of the page: nothing on its first render, then
 * everything once the browser has painted. A page draws its first screen alone and what lies
 * below it next, so the heading a reader waits for (the page's largest paint) does not wait for
 * the work of sections they have not reached yet. A page the server drew arrives with them all:
 * they are there from its first paint (readable with no script), and its widget hydrates them.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const drawnByServer = useDrawnByServer();
  const [painted, setPainted] = useState(drawnByServer);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
