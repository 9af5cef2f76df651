import { useEffect, useRef, useState } from "react";
import { isSignedIn } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { LpEnrolmentCompleteEvent, LpPaymentFailEvent, LpPaymentSucceedEvent, LpPaymentTimeoutEvent, type PaymentEventDetail } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import type { Stop, WatchCallbacks } from "#shared/payments/payment-watcher.ts";
import { markPendingInBackground, type PaymentDetails, type PendingPayment, readPendingPayment } from "#shared/payments/pending-payment.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import type { PaymentDialog, PaymentDialogProps, PaymentOutcome } from "./payment-dialog.tsx";
import { t } from "./payment-watch.messages.ts";

/** The spec's pause between the success toast and the reload that shows the purchase. */
export const RELOAD_DELAY_MS = 1000;

/**
 * The payment's code (the watcher, the realtime client, the dialog) comes with a payment: when one
 * starts, or when one an earlier page left pending is to be resumed. A page without either never
 * fetches it.
 */
const kit = onDemand(() => import("./payment-kit.ts"));

/** Brings the payment's code ahead of a payment about to start, so its dialog shows at once. */
export const bringPaymentCode = () => kit.load().then(() => undefined);

export interface PaymentWatchOptions {
  /** Which payment left pending by an earlier page (a reload, a power cut) this widget resumes. */
  resumes: (pending: PendingPayment) => boolean;
  /**
   * Told when a payment succeeds, as its success toast shows (the course it paid for, if known, and
   * the toast's words); the page reloads a second later unless `reloadOnSuccess` is false.
   */
  onSucceeded?: (courseSlug: string | null, message: string) => void;
  /** False when onSucceeded takes the page on itself: a reload would cut its navigation short. */
  reloadOnSuccess?: boolean;
  /** Offers "Try again" after a failure: the page opens its confirmation again, the payer's details kept. */
  onRetry?: () => void;
}

export interface PaymentWatch {
  /** A payment is being confirmed, or has just failed: the processing dialog (or its small status) shows. */
  processing: boolean;
  /** The processing dialog, once its code is here (render it with `dialogProps`). */
  Dialog: typeof PaymentDialog | null;
  /** Everything the dialog shows and does, for `<Dialog {...dialogProps} />`. */
  dialogProps: PaymentDialogProps;
  start(transactionId: string, details?: PaymentDetails): void;
}

/**
 * A payment in progress, as the spec's account layout has it: started here, or resumed from an
 * earlier page on any page that can show it, with the spec's success (toast and reload after 1 s).
 * A failure or a time-out stays in the dialog with the spec's sentence and the reason, where the
 * learner may try again; the learner may also keep waiting in the background, with a small status
 * to reopen the dialog, while the watch goes on.
 */
export function usePaymentWatch({ resumes, onSucceeded, reloadOnSuccess = true, onRetry }: PaymentWatchOptions): PaymentWatch {
  const [processing, setProcessing] = useState(false);
  const [liveUpdates, setLiveUpdates] = useState(true);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [background, setBackground] = useState(false);
  const [details, setDetails] = useState<{ amount: string | null; phone: string | null }>({ amount: null, phone: null });
  const [code, setCode] = useState(kit.code);
  const stop = useRef<Stop | null>(null);
  const emit = useEmit();
  /** The payment watched, for the page's events and the success callback. */
  const latest = useRef({ resumes, onSucceeded, reloadOnSuccess, payment: null as PaymentEventDetail | null });
  latest.current.resumes = resumes;
  latest.current.onSucceeded = onSucceeded;
  latest.current.reloadOnSuccess = reloadOnSuccess;

  const callbacks = useRef<WatchCallbacks>({
    onSettled(status, reason) {
      stop.current = null;
      const payment = latest.current.payment;
      if (status === "successful") {
        const message = kit.code!.t("payment.success");
        toast(message, "success");
        if (payment) {
          emit(new LpPaymentSucceedEvent(payment));
          if (payment.courseSlug) emit(new LpEnrolmentCompleteEvent({ kind: "course", slug: payment.courseSlug, via: "payment" }));
          if (payment.examSlug) emit(new LpEnrolmentCompleteEvent({ kind: "exam", slug: payment.examSlug, via: "payment" }));
        }
        latest.current.onSucceeded?.(payment?.courseSlug ?? null, message);
        if (!latest.current.reloadOnSuccess) return;
        // The processing dialog stays up until the page comes back showing the purchase.
        setTimeout(() => navigation.reload(), RELOAD_DELAY_MS);
        return;
      }
      // The outcome stays in the dialog, where the learner can read why and try again.
      if (payment) emit(new LpPaymentFailEvent(payment));
      setOutcome({ kind: "failed", reason: reason ?? null });
      setBackground(false);
    },
    onTimeout() {
      stop.current = null;
      if (latest.current.payment) emit(new LpPaymentTimeoutEvent(latest.current.payment));
      setOutcome({ kind: "timeout", reason: null });
      setBackground(false);
    },
    onGone() {
      stop.current = null;
      setProcessing(false);
    },
    onLiveUpdatesChange: setLiveUpdates,
  }).current;

  const signedIn = isSignedIn.value;
  useEffect(() => {
    let live = true;
    const pending = readPendingPayment();
    if (signedIn && pending && latest.current.resumes(pending))
      kit.load().then(
        (arrived) => {
          if (!live) return;
          setCode(arrived);
          const resumed = arrived.resumePendingPayment(callbacks, (p) => latest.current.resumes(p));
          if (!resumed) return;
          latest.current.payment = { transactionId: pending.transactionId, courseSlug: pending.courseSlug, examSlug: pending.examSlug };
          stop.current = resumed;
          setDetails({ amount: pending.amount, phone: pending.phone });
          setBackground(pending.background);
          setOutcome(null);
          setProcessing(true);
        },
        () => undefined,
      );
    return () => {
      live = false;
      stop.current?.();
      stop.current = null;
    };
  }, [signedIn, callbacks]);

  function start(transactionId: string, options: PaymentDetails = {}): void {
    stop.current?.();
    latest.current.payment = { transactionId, courseSlug: options.courseSlug ?? null, examSlug: options.examSlug ?? null };
    setDetails({ amount: options.amount ?? null, phone: options.phone ?? null });
    setLiveUpdates(true);
    setOutcome(null);
    setBackground(false);
    setProcessing(true);
    // The confirmation dialog brought the watcher to listen before paying: it is here already.
    kit.load().then(
      (arrived) => {
        setCode(arrived);
        stop.current = arrived.watchPayment(transactionId, callbacks, options);
      },
      () => {
        toast(t("payment.watch-failed"), "error");
        setProcessing(false);
      },
    );
  }

  const toBackground = (value: boolean) => {
    setBackground(value);
    const id = latest.current.payment?.transactionId;
    if (id) markPendingInBackground(id, value);
  };
  const close = () => {
    setOutcome(null);
    setProcessing(false);
  };
  return {
    processing,
    Dialog: code?.PaymentDialog ?? null,
    dialogProps: {
      open: processing,
      liveUpdates,
      outcome,
      background,
      amount: details.amount,
      phone: details.phone,
      onBackground: () => toBackground(true),
      onReopen: () => toBackground(false),
      onClose: close,
      onRetry: onRetry
        ? () => {
            close();
            onRetry();
          }
        : undefined,
    },
    start,
  };
}
