import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { onDemand } from "#shared/data/on-demand.ts";
import { LpReviewAddEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";

/** 'Write a Review' and its star input: fetched the first time a learner opens it, once per page. */
export const reviewDialogCode = onDemand(() => import("#shared/ui/review/review-dialog.tsx"));

interface WriteReviewProps {
  courseId: number;
  /** The button's words where it stands ('Leave a Review' on the course page, 'Write a Review' in the player). */
  label: string;
  /** Said when the dialog's code cannot be fetched. */
  failure: () => string;
  onReviewed: () => void;
  className?: string;
}

/**
 * The button that opens 'Write a Review', and the dialog. The button is never disabled while the
 * dialog's code arrives (a disabled button would drop the keyboard focus): it says it is busy.
 */
export function WriteReview({ courseId, label, failure, onReviewed, className }: WriteReviewProps) {
  const emit = useEmit();
  useSignals();
  const [writing, setWriting] = useState(false);
  const dialog = useOnDemand(reviewDialogCode, failure);
  const ReviewDialog = dialog.code?.ReviewDialog;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className={className}
        aria-busy={dialog.loading || undefined}
        aria-disabled={dialog.loading || undefined}
        onClick={() => {
          if (!dialog.loading) dialog.bring(() => setWriting(true));
        }}
      >
        {label}
      </Button>
      {ReviewDialog && (
        <ReviewDialog
          open={writing}
          courseId={courseId}
          onClose={() => setWriting(false)}
          onReviewed={(review) => {
            emit(new LpReviewAddEvent(review));
            onReviewed();
          }}
        />
      )}
    </>
  );
}
