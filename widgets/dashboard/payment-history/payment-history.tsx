import { useSignals } from "@preact/signals-react/runtime";
import { useId, useRef } from "react";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { getPayments, type Payment, type PaymentPage } from "#shared/api/learner.ts";
import { useModel } from "#shared/data/use-model.ts";
import { formatDate, formatMoney } from "#shared/format/format.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import loadMoreCss from "#shared/lists/load-more.css?inline";
import { loadMoreWords } from "#shared/lists/load-more.messages.ts";
import { LoadMore } from "#shared/lists/load-more.tsx";
import { pagedList } from "#shared/lists/paged-list.ts";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import listsCss from "../components/lists.css?inline";
import css from "./payment-history.css?inline";
import { t } from "./payment-history.messages.ts";

export const styles = [figuresCss, loadMoreCss, listsCss, css];

const STATUSES = {
  successful: { label: "payment-history.status.successful", tone: "badge-success" },
  pending: { label: "payment-history.status.pending", tone: "badge-pending" },
  failed: { label: "payment-history.status.failed", tone: "badge-danger" },
} as const;

/** Methods whose name French writes differently; the others keep the server's formatted name. */
const METHODS = {
  CREDIT_CARD: "payment-history.method.CREDIT_CARD",
  BANK_TRANSFER: "payment-history.method.BANK_TRANSFER",
  CASH: "payment-history.method.CASH",
} as const;

/** MOBILE_MONEY → Mobile Money, for a method the server sent without its formatted name. */
const spelledOut = (code: string) =>
  code
    .toLowerCase()
    .replace(/_/g, " ")
    .replace(/\b\p{L}/gu, (c) => c.toUpperCase());

function methodName(p: Payment): string {
  const code = p.payment_method ?? "";
  if (code in METHODS) return t(METHODS[code as keyof typeof METHODS]);
  return p.formatted_method?.trim() || spelledOut(code);
}

function statusBadge(status: string): { text: string; tone: string } {
  const known = STATUSES[status as keyof typeof STATUSES];
  return known ? { text: t(known.label), tone: known.tone } : { text: spelledOut(status), tone: "badge-muted" };
}

/** The call's own failure reads "Error loading payment history: {message}"; anything else is unexpected. */
export const failureText = (error: unknown) =>
  error instanceof ApiError ? t("payment-history.error", { message: readableError(error, tc("common.unexpected-error")) }) : tc("common.unexpected-error");

const fetchPage = (page: number, _all: "", signal: AbortSignal) => getPayments({ page }, signal);

/**
 * <lp-payment-history>: the learner's payments, 20 at a time with Load more, under the summary of
 * what they add up to, what is paid and what is pending.
 */
export default function PaymentHistory() {
  useSignals();
  const titleId = useId();
  const model = useModel(() => pagedList<Payment, PaymentPage, "">(fetchPage, ""), []);
  const list = model.view.value;
  const listRef = useRef<HTMLUListElement>(null);
  const summary = list.answer;

  return (
    <section className="list payments" aria-labelledby={titleId}>
      <header className="list-head">
        <h1 id={titleId} className="list-title">
          {t("payment-history.title")}
        </h1>
      </header>

      {list.status === "loading" && <Skeleton count={4} height={96} />}
      {list.status === "error" && <ErrorState message={failureText(list.error)} onRetry={model.retry} />}
      {list.status === "ready" && summary && (
        <Figures
          className="pay-summary"
          label={t("payment-history.summary")}
          items={[
            { key: "total", label: t("payment-history.total-amount"), value: formatMoney(summary.total_amount) },
            { key: "paid", label: t("payment-history.amount-paid"), value: formatMoney(summary.amount_paid) },
            { key: "pending", label: t("payment-history.amount-pending"), value: formatMoney(summary.amount_pending) },
          ]}
        />
      )}
      {list.status === "ready" && list.items.length === 0 && <EmptyState title={t("payment-history.empty")} />}
      {list.status === "ready" && list.items.length > 0 && (
        <>
          <ul className="list-items pay-items" ref={listRef}>
            {list.items.map((payment) => (
              <li key={payment.id}>
                <PaymentItem payment={payment} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={list.items.length}
            total={list.listed}
            hasMore={list.hasMore}
            more={list.more}
            failure={failureText(list.moreError)}
            count
            onLoadMore={model.loadMore}
            listRef={listRef}
            focusable="[tabindex='-1']"
            words={loadMoreWords()}
          />
        </>
      )}
    </section>
  );
}

function PaymentItem({ payment: p }: { payment: Payment }) {
  useSignals();
  const titleId = useId();
  const status = statusBadge(p.status);
  return (
    <article className="list-card lp-card pay" aria-labelledby={titleId} tabIndex={-1} part="card">
      <div className="list-card-head">
        <h2 id={titleId} className="pay-title">
          {p.title}
        </h2>
        <span className={`badge ${status.tone} pay-status`}>
          <span className="lp-visually-hidden">{t("payment-history.status")} </span>
          {status.text}
        </span>
      </div>
      <dl className="pay-facts">
        <div>
          <dt>{t("payment-history.reference")}</dt>
          <dd className="pay-reference">{p.reference}</dd>
        </div>
        <div>
          <dt>{t("payment-history.date")}</dt>
          <dd className="pay-date">
            <time dateTime={p.payment_date}>{formatDate(p.payment_date) || p.payment_date}</time>
          </dd>
        </div>
        <div>
          <dt>{t("payment-history.amount")}</dt>
          <dd className="pay-amount">{formatMoney(p.amount)}</dd>
        </div>
        <div>
          <dt>{t("payment-history.method")}</dt>
          <dd className="pay-method">
            {methodName(p) || "—"}
            {p.payer_phone_end && <span className="pay-phone"> · {`•• ${p.payer_phone_end}`}</span>}
          </dd>
        </div>
      </dl>
    </article>
  );
}
