import { useEffect, useRef, useState } from "react";
import { isSignedIn } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { onDemand } from "#shared/element/on-demand.ts";
import type { Stop, WatchCallbacks } from "#shared/realtime/payment-watcher.ts";
import { clearPendingPayment, readPendingPayment } from "#shared/realtime/pending-payment.ts";
import { toast } from "#shared/ui/toast.ts";
import { t } from "./enrolment.messages.ts";

/** The spec's pause between the success toast and the reload that shows the course as enrolled. */
const RELOAD_DELAY_MS = 1000;

/**
 * The watcher (and the realtime client behind it) comes with a payment: when one starts, or when
 * one this course's page must resume is pending. A course page without either never fetches it.
 */
const watcher = onDemand(() => import("#shared/realtime/payment-watcher.ts"));

/**
 * The payment side of a course's enrolment: watches a payment once it is initiated (or one left
 * pending for this course by an earlier page) and reports the outcome as the spec says.
 */
export function usePaymentWatch(course: { slug: string; has_enrolled: boolean }, onEnrolled?: (slug: string | null) => void) {
  const [processing, setProcessing] = useState(false);
  const [liveUpdates, setLiveUpdates] = useState(true);
  const stop = useRef<Stop | null>(null);
  const latest = useRef({ onEnrolled, slug: course.slug });
  latest.current = { onEnrolled, slug: course.slug };

  const callbacks = useRef<WatchCallbacks>({
    onSettled(status) {
      stop.current = null;
      if (status === "successful") {
        toast(t("enrolment.payment-success"), "success");
        latest.current.onEnrolled?.(latest.current.slug);
        // The processing dialog stays up until the page comes back showing the course as enrolled.
        setTimeout(() => navigation.reload(), RELOAD_DELAY_MS);
        return;
      }
      toast(t("enrolment.payment-failed"), "error");
      setProcessing(false);
    },
    onTimeout() {
      stop.current = null;
      toast(t("enrolment.payment-timeout"), "error");
      setProcessing(false);
    },
    onGone() {
      stop.current = null;
      setProcessing(false);
    },
    onLiveUpdatesChange: setLiveUpdates,
  }).current;

  useEffect(() => {
    // The payment a reload interrupted has already done its work if the learner is enrolled: forget it.
    const pending = readPendingPayment();
    if (course.has_enrolled && pending?.courseSlug === course.slug) clearPendingPayment(pending.transactionId);
    let live = true;
    if (isSignedIn.value && !course.has_enrolled && pending?.courseSlug === course.slug)
      watcher.load().then(
        ({ resumePendingPayment }) => {
          if (!live) return;
          const resumed = resumePendingPayment(callbacks, (p) => p.courseSlug === course.slug);
          if (resumed) {
            stop.current = resumed;
            setProcessing(true);
          }
        },
        () => undefined,
      );
    return () => {
      live = false;
      stop.current?.();
      stop.current = null;
    };
  }, [course.slug, course.has_enrolled, callbacks]);

  function start(transactionId: string): void {
    stop.current?.();
    setLiveUpdates(true);
    setProcessing(true);
    // The confirmation dialog brought the watcher to listen before paying: it is here already.
    watcher.load().then(
      ({ watchPayment }) => {
        stop.current = watchPayment(transactionId, callbacks, { courseSlug: course.slug });
      },
      () => {
        toast(t("enrolment.processing.load-failed"), "error");
        setProcessing(false);
      },
    );
  }

  return { processing, liveUpdates, start };
}
