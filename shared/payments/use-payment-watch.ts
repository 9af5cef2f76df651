import { useEffect, useRef, useState } from "react";
import { isSignedIn } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { LpEnrolmentCompleteEvent, LpPaymentFailEvent, LpPaymentSucceedEvent, LpPaymentTimeoutEvent, type PaymentEventDetail } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import type { Stop, WatchCallbacks } from "#shared/payments/payment-watcher.ts";
import { type PendingPayment, type PurchaseSlugs, readPendingPayment } from "#shared/payments/pending-payment.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { t } from "./payment-watch.messages.ts";

/** The spec's pause between the success toast and the reload that shows the purchase. */
const RELOAD_DELAY_MS = 1000;

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
  /** Told when a payment succeeds, just before the page reloads (the course it paid for, if known). */
  onSucceeded?: (courseSlug: string | null) => void;
}

export interface PaymentWatch {
  /** A payment is being confirmed: the processing dialog shows. */
  processing: boolean;
  /** The processing dialog, once its code is here (render it with `processing` and `liveUpdates`). */
  Dialog: typeof import("./payment-dialog.tsx").PaymentDialog | null;
  /** Whether live updates reach the page (the dialog says so when they do not). */
  liveUpdates: boolean;
  start(transactionId: string, options?: PurchaseSlugs): void;
}

/**
 * A payment in progress, as the spec's account layout has it: started here, or resumed from an
 * earlier page on any page that can show it, with the spec's outcome (success toast and reload
 * after 1 s; failure or time-out toast and the dialog closes).
 */
export function usePaymentWatch({ resumes, onSucceeded }: PaymentWatchOptions): PaymentWatch {
  const [processing, setProcessing] = useState(false);
  const [liveUpdates, setLiveUpdates] = useState(true);
  const [code, setCode] = useState(kit.code);
  const stop = useRef<Stop | null>(null);
  const emit = useEmit();
  /** The payment watched, for the page's events and the success callback. */
  const latest = useRef({ resumes, onSucceeded, payment: null as PaymentEventDetail | null });
  latest.current.resumes = resumes;
  latest.current.onSucceeded = onSucceeded;

  const callbacks = useRef<WatchCallbacks>({
    onSettled(status) {
      stop.current = null;
      const payment = latest.current.payment;
      if (status === "successful") {
        toast(kit.code!.t("payment.success"), "success");
        if (payment) {
          emit(new LpPaymentSucceedEvent(payment));
          if (payment.courseSlug) emit(new LpEnrolmentCompleteEvent({ kind: "course", slug: payment.courseSlug, via: "payment" }));
          if (payment.examSlug) emit(new LpEnrolmentCompleteEvent({ kind: "exam", slug: payment.examSlug, via: "payment" }));
        }
        latest.current.onSucceeded?.(payment?.courseSlug ?? null);
        // The processing dialog stays up until the page comes back showing the purchase.
        setTimeout(() => navigation.reload(), RELOAD_DELAY_MS);
        return;
      }
      toast(kit.code!.t("payment.failed"), "error");
      if (payment) emit(new LpPaymentFailEvent(payment));
      setProcessing(false);
    },
    onTimeout() {
      stop.current = null;
      toast(kit.code!.t("payment.timeout"), "error");
      if (latest.current.payment) emit(new LpPaymentTimeoutEvent(latest.current.payment));
      setProcessing(false);
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

  function start(transactionId: string, options: PurchaseSlugs = {}): void {
    stop.current?.();
    latest.current.payment = { transactionId, courseSlug: options.courseSlug ?? null, examSlug: options.examSlug ?? null };
    setLiveUpdates(true);
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

  return { processing, liveUpdates, Dialog: code?.PaymentDialog ?? null, start };
}
