import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useState } from "react";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href, pageUrl } from "#shared/config/runtime.ts";
import type { OnDemand } from "#shared/data/on-demand.ts";
import type { PaymentDetails, PendingPayment, PurchaseSlugs } from "#shared/payments/pending-payment.ts";
import { RELOAD_DELAY_MS, usePaymentWatch } from "#shared/payments/use-payment-watch.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import { t } from "./enrol-now.messages.ts";

/** What the confirmation dialog is given: whether it shows, and where its outcomes go. */
export interface EnrolDialogProps {
  open: boolean;
  onClose(): void;
  /** A payment was initiated: the confirmation closes and the payment's dialog follows it. */
  onPaymentStarted(transactionId: string, details: PaymentDetails): void;
  /**
   * The learner is enrolled with nothing to pay. Called before the success is said: the
   * confirmation is gone by the time its toast shows, and Enroll Now stays off while the page moves on.
   */
  onComplete(): void;
}

export interface EnrolNowProps<Code> {
  /** What is bought (a course's or an exam's slug), for the payment's record and the page's events. */
  purchase: PurchaseSlugs;
  /** The confirmation dialog's code, fetched on the first press. */
  dialog: OnDemand<Code>;
  renderDialog(code: Code, props: EnrolDialogProps): ReactNode;
  /** Which payment an earlier page left pending this button shows and follows (none unless said). */
  resumes?: (pending: PendingPayment) => boolean;
  /** Told when a payment succeeds, just before the page moves on (the course it paid for, if known). */
  onSucceeded?: (courseSlug: string | null) => void;
  /** Shown instead of the button once enrolled (Start Learning), unless a payment is being confirmed. */
  enrolled?: ReactNode;
  /**
   * Shown instead of the button when the learner cannot enrol here alone (a course an organization
   * buys for its staff); a payment an earlier page left pending still shows its dialog.
   */
  unavailable?: ReactNode;
  className: string;
}

/**
 * Enroll Now, for a course and an exam alike: a visitor goes to sign in; a learner gets the
 * confirmation (its code fetched on the first press, the button keeping the focus meanwhile), then
 * the payment's dialog until the operator answers. A paid course ends as a free one does, in the
 * course's player; an exam, which has no player, reloads its page a second after the success.
 */
export function EnrolNow<Code>({ purchase, dialog, renderDialog, resumes = () => false, onSucceeded, enrolled, unavailable, className }: EnrolNowProps<Code>) {
  useSignals();
  const [confirming, setConfirming] = useState(false);
  // Enrolled: the page is on its way to what was bought, and pressing again must not start it over.
  const [done, setDone] = useState(false);
  const payment = usePaymentWatch({
    resumes,
    // This page moves on itself: the watch's reload would cut the way into the course short.
    reloadOnSuccess: false,
    onSucceeded: (courseSlug, message) => {
      // The spinning dialog goes as the success toast shows, never under it.
      payment.dialogProps.onClose();
      setDone(true);
      onSucceeded?.(courseSlug);
      if (courseSlug && courseSlug === purchase.courseSlug) {
        flash(message);
        navigation.go(href("learnCourse", { slug: courseSlug }));
      } else setTimeout(() => navigation.reload(), RELOAD_DELAY_MS);
    },
    // "Try again" after a failure opens the confirmation again, with the payer's details as they were.
    onRetry: () => setConfirming(true),
  });
  const code = useOnDemand(dialog, () => t("enrolment.load-failed"));
  const paymentDialog = payment.Dialog && <payment.Dialog {...payment.dialogProps} />;
  if (unavailable)
    return (
      <>
        {unavailable}
        {paymentDialog}
      </>
    );
  if (enrolled && !payment.processing) return enrolled;

  function start() {
    if (code.loading) return;
    // On public pages, being signed in means holding a token (the spec's rule).
    if (!isSignedIn.value) return navigation.go(signInUrl());
    code.bring(() => setConfirming(true));
  }

  // Pressed before the page's code has come (a page the server drew, on a slow network) or without
  // script, the button still leads somewhere: it submits this form, to sign in and come back.
  const signIn = new URL(signInUrl(), pageUrl());
  return (
    <>
      <form
        className="lp-form-contents"
        method="get"
        action={signIn.origin + signIn.pathname}
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        {[...signIn.searchParams].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Never disabled while the dialog's code arrives: a disabled button would drop the keyboard focus. */}
        <Button
          type="submit"
          className={className}
          disabled={payment.processing || done}
          aria-busy={code.loading || undefined}
          aria-disabled={code.loading || undefined}
        >
          {t("enrolment.enroll-now")}
        </Button>
      </form>
      {code.code &&
        renderDialog(code.code, {
          open: confirming,
          onClose: () => setConfirming(false),
          onPaymentStarted: (transactionId, details) => {
            setConfirming(false);
            payment.start(transactionId, { ...purchase, ...details });
          },
          onComplete: () => {
            setConfirming(false);
            setDone(true);
          },
        })}
      {paymentDialog}
    </>
  );
}
