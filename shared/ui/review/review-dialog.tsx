import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useId, useState } from "react";
import { postReview } from "#shared/api/catalogue.ts";
import { readableError } from "#shared/api/errors.ts";
import { Button } from "#shared/ui/button.tsx";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import { TextAreaField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "./review-dialog.messages.ts";
import { canSubmitReview, clampReview, REVIEW_MAX } from "./review-rules.ts";
import { StarInput } from "./star-input.tsx";

interface ReviewDialogProps {
  open: boolean;
  courseId: number | null | undefined;
  onClose: () => void;
  /** Called after the review was saved, once the dialog has closed, with what was published. */
  onReviewed: (review: { courseId: number; rating: number }) => void;
}

/** 'Write a Review': a half-star rating and up to 500 characters; Submit only with both. */
export function ReviewDialog({ open, courseId, onClose, onReviewed }: ReviewDialogProps) {
  useSignals();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const ratingLabel = useId();
  const needId = useId();
  const ready = canSubmitReview(rating, text);
  const saving = useAction((id: number) => postReview(id, rating, text.trim()), {
    succeeded: (_, id) => {
      toast(t("catalogue.review.added"), "success");
      const given = rating;
      setRating(0);
      setText("");
      onClose();
      onReviewed({ courseId: id, rating: given });
    },
    failed: (error) => toast(readableError(error, t("catalogue.review.failed")), "error"),
  });
  const busy = saving.busy;

  const close = () => {
    if (!busy) onClose();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!ready) return toast(t("catalogue.review.incomplete"), "error");
    if (!courseId) return toast(t("catalogue.review.no-course"), "error");
    void saving.run(courseId);
  }

  return (
    <Dialog open={open} title={t("catalogue.review.title")} onClose={close}>
      <form className="lp-review-form" onSubmit={submit} noValidate>
        <div className="lp-review-rating">
          <span id={ratingLabel} className="lp-review-label">
            {t("catalogue.review.rating")}
          </span>
          <StarInput value={rating} onValue={setRating} labelId={ratingLabel} />
          <p className="lp-review-hint">{t("catalogue.review.rating-hint")}</p>
        </div>
        <TextAreaField
          label={t("catalogue.review.text")}
          rows={6}
          maxLength={REVIEW_MAX}
          value={text}
          onValue={(value) => setText(clampReview(value))}
          hint={t("catalogue.review.counter", { count: text.length, max: REVIEW_MAX })}
        />
        <div className="lp-review-actions">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t("catalogue.review.cancel")}
          </Button>
          <Button type="submit" disabled={!ready} busy={busy} aria-describedby={ready ? undefined : needId}>
            {t("catalogue.review.submit")}
          </Button>
        </div>
        {!ready && (
          <p id={needId} className="lp-review-hint">
            {t("catalogue.review.needs")}
          </p>
        )}
      </form>
    </Dialog>
  );
}
