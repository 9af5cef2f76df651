import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useRef, useState } from "react";
import { type CourseDetail, postEnrol } from "#shared/api/catalogue.ts";
import { ApiError } from "#shared/api/errors.ts";
import { user } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import { formatMoney } from "#shared/format/format.ts";
import { bringPaymentCode } from "#shared/payments/use-payment-watch.ts";
import { prepare } from "#shared/realtime/payment-watcher.ts";
import { Button } from "#shared/ui/button.tsx";
import { Dialog } from "#shared/ui/dialog.tsx";
import { flash, toast } from "#shared/ui/toast.ts";
import { priceDisplay } from "../../components/price.ts";
import { t } from "./enrol-dialogs.messages.ts";
import { enrolmentKind } from "./enrolment-kind.ts";
import { failureText } from "./failure.ts";
import { checkPayer, type Payer, type PayerProblem } from "./payer.ts";
import { PayerFields } from "./payer-fields.tsx";

interface EnrolDialogProps {
  open: boolean;
  course: CourseDetail;
  onClose: () => void;
  onPaymentStarted: (transactionId: string) => void;
  onEnrolled?: (slug: string | null) => void;
}

/**
 * The confirmation before enrolling: free, bulk-model (staff only) or paid with the payer's
 * details. One request at a time; a paid checkout keeps one Idempotency-Key until the server has
 * given a definite answer, so a retry after a lost answer can never pay twice.
 */
export function EnrolDialog({ open, course, onClose, onPaymentStarted, onEnrolled }: EnrolDialogProps) {
  useSignals();
  const kind = enrolmentKind(course);
  // The learner's own name and phone are the likeliest payer: offered, and theirs to change.
  const [name, setName] = useState(() => user.peek()?.name ?? "");
  const [phone, setPhone] = useState(() => user.peek()?.phone ?? "");
  const [problem, setProblem] = useState<PayerProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const checkout = useRef<string | null>(null);
  const price = priceDisplay(course);
  const amount = price.free ? "" : formatMoney(price.pay);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    let payer: Payer | undefined;
    if (kind === "paid") {
      const checked = checkPayer(name, phone);
      setProblem(checked.ok ? null : checked.problem);
      if (!checked.ok) return toast(t(`enrolment.${checked.problem}`), "error");
      payer = checked.payer;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await enrol(payer);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function enrol(payer: Payer | undefined) {
    // Listen before paying: an operator that answers at once is then heard, not missed.
    // Listening before paying, and the processing dialog's code here before it is needed.
    const release = payer ? (await Promise.all([prepare(), bringPaymentCode().catch(() => undefined)]))[0] : () => undefined;
    try {
      if (payer) checkout.current ??= crypto.randomUUID();
      const answer = await postEnrol(course.id, payer, payer ? checkout.current! : undefined);
      checkout.current = null;
      if (answer.transaction_id) {
        toast(answer.message || t("enrolment.payment-initiated"), "success");
        onPaymentStarted(answer.transaction_id);
        return;
      }
      const message = answer.message || t("enrolment.success");
      toast(message, "success");
      flash(message);
      onEnrolled?.(answer.slug);
      if (answer.slug) navigation.go(href("learnCourse", { slug: answer.slug }));
      else navigation.reload();
    } catch (error) {
      // A refusal is final: the next try is a new checkout. A lost answer keeps the key for the retry.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) checkout.current = null;
      toast(failureText(error, "enrolment.failed"), "error");
    } finally {
      release();
    }
  }

  const intro =
    kind === "bulk"
      ? t("enrolment.confirm.bulk", { organization: course.organization.name })
      : kind === "paid"
        ? t("enrolment.confirm.paid", { title: course.title, price: amount })
        : t("enrolment.confirm.free", { title: course.title });

  return (
    <Dialog open={open} title={t("enrolment.confirm.title")} onClose={onClose}>
      <form className="enrol-confirm" onSubmit={confirm} noValidate>
        <p className="enrol-intro">{intro}</p>
        {kind === "paid" && <PayerFields name={name} phone={phone} onName={setName} onPhone={setPhone} problem={problem} />}
        <div className="enrol-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("enrolment.cancel")}
          </Button>
          <Button type="submit" busy={busy}>
            {kind === "paid" ? t("enrolment.confirm.pay", { price: amount }) : t("enrolment.confirm.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
