import { useEffect, useRef, useState } from "react";
import type { OnDemand } from "#shared/data/on-demand.ts";
import { toast } from "#shared/ui/toast/toast.ts";

/**
 * On-demand code in a component. `bring(then)` runs `then` at once when the code is here; otherwise
 * it fetches it, with `loading` true meanwhile, and runs `then` when it arrives (if the component
 * is still there). A failure says `failure()` in an error toast (unless `quiet`) and sets `failed`:
 * the learner may simply ask again.
 */
export function useOnDemand<T>(part: OnDemand<T>, failure: () => string) {
  const [code, setCode] = useState<T | null>(part.code);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);
  const inFlight = useRef(false);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  function bring(then?: () => void, { quiet = false } = {}): void {
    if (part.code) {
      setCode(part.code);
      then?.();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setFailed(false);
    part.load().then(
      (arrived) => {
        inFlight.current = false;
        if (!live.current) return;
        setCode(arrived);
        setLoading(false);
        then?.();
      },
      () => {
        inFlight.current = false;
        if (!live.current) return;
        setLoading(false);
        setFailed(true);
        if (!quiet) toast(failure(), "error");
      },
    );
  }

  return { code: code ?? part.code, loading, failed, bring };
}
