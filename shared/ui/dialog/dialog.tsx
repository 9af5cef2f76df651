import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { tc } from "#shared/i18n/common-messages.ts";

interface DialogProps {
  open: boolean;
  title: string;
  /** Called for Escape, the close button or a click on the backdrop; never for a non-dismissible dialog. */
  onClose?: () => void;
  /** A dialog the learner must not close (payment processing): no close button, Escape ignored. */
  dismissible?: boolean;
  /** Covers the whole screen (an exam being taken) instead of floating over the page. */
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the platform's native <dialog>: the page behind is inert, so focus stays
 * inside; Escape closes unless the dialog is non-dismissible; focus returns where it was.
 */
export function Dialog({ open, title, onClose, dismissible = true, fullScreen = false, children }: DialogProps) {
  useSignals();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous = (dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      return () => previous?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={fullScreen ? "lp-dialog lp-dialog-full" : "lp-dialog"}
      aria-labelledby={titleId}
      aria-modal="true"
      part="dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose?.();
      }}
      onClick={(e) => {
        if (dismissible && e.target === ref.current) onClose?.();
      }}
    >
      <div className="lp-dialog-head">
        <h2 id={titleId}>{title}</h2>
        {dismissible && (
          <button type="button" className="lp-dialog-close" onClick={onClose} aria-label={tc("common.close")}>
            ×
          </button>
        )}
      </div>
      <div className="lp-dialog-body">{children}</div>
    </dialog>
  );
}
