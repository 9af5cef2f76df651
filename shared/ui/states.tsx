import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { tc } from "../i18n/common-messages.ts";
import { Button } from "./button.tsx";

/** Grey placeholders in the shape of what is loading; announced once as loading. */
export function Skeleton({ count = 1, height = 16 }: { count?: number; height?: number }) {
  useSignals();
  return (
    <div className="lp-skeletons" role="status" aria-live="polite">
      <span className="lp-visually-hidden">{tc("common.loading")}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="lp-skeleton" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}

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
