import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useEffect, useRef } from "react";
import { tc } from "#shared/i18n/common-messages.ts";
import { Button } from "./button.tsx";
import { useOnline } from "./use-online.ts";

/** Nothing to show yet, said plainly, with an optional way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="lp-empty" role="status">
      <p className="lp-empty-title">{title}</p>
      {children}
    </div>
  );
}

/**
 * A failure the learner can read and, when possible, retry. With no network it says that this
 * needs one, and tries again by itself once the network is back.
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  useSignals();
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onRetry?.();
    }
  }, [online, onRetry]);
  return (
    <div className="lp-error" role="alert">
      <p>{message}</p>
      {!online && <p>{tc("common.offline")}</p>}
      {onRetry && (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {tc("common.retry")}
        </Button>
      )}
    </div>
  );
}
