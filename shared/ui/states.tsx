import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { tc } from "#shared/i18n/common-messages.ts";
import { Button } from "./button.tsx";

/** Nothing to show yet, said plainly, with an optional way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="lp-empty" role="status">
      <p className="lp-empty-title">{title}</p>
      {children}
    </div>
  );
}

/** A failure the learner can read and, when possible, retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  useSignals();
  return (
    <div className="lp-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {tc("common.retry")}
        </Button>
      )}
    </div>
  );
}
