import { useSignals } from "@preact/signals-react/runtime";
import { tc } from "#shared/i18n/common-messages.ts";

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
