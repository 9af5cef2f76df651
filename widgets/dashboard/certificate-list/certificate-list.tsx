import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useRef, useState } from "react";
import { readableError } from "#shared/api/errors.ts";
import { type Certificate, getMyCertificates } from "#shared/api/learner.ts";
import { user } from "#shared/auth/session.ts";
import { absoluteHref } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { formatDate, formatSince } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import { certificateTitle } from "#shared/ui/certificate-title.ts";
import { copyText } from "#shared/ui/copy/clipboard.ts";
import copyBoxCss from "#shared/ui/copy/copy-box.css?inline";
import { BadgeCodes } from "#shared/ui/copy/copy-box.tsx";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import listsCss from "../components/lists.css?inline";
import css from "./certificate-list.css?inline";
import { t } from "./certificate-list.messages.ts";

export const styles = [fieldsCss, copyBoxCss, listsCss, css];

/**
 * <lp-certificate-list>: the learner's certificates. Each opens its public page in a new tab or
 * copies that page's link; where the browser cannot copy, the link is shown selected instead.
 */
export default function CertificateList() {
  useSignals();
  const titleId = useId();
  // `null`: the server keeps no certificate list for the learner, which is not the same as an empty one.
  const list = useModel(() => resource(() => getMyCertificates().then(({ data }) => data)), []);
  const state = list.state.value;
  const retry = list.retry;
  // The certificate whose link is shown to copy by hand, and which Share click showed it (each one selects it again).
  const [copyYourself, setCopyYourself] = useState<{ id: number; click: number } | null>(null);

  async function share(certificate: Certificate) {
    const link = absoluteHref("certificate", { number: certificate.certificate_number });
    if (await copyText(link)) {
      setCopyYourself(null);
      toast(t("certificate-list.copied"), "success");
    } else setCopyYourself((shown) => ({ id: certificate.id, click: (shown?.click ?? 0) + 1 }));
  }

  return (
    <section className="list certs" aria-labelledby={titleId}>
      <header className="list-head">
        <h1 id={titleId} className="list-title">
          {t("certificate-list.title")}
        </h1>
      </header>
      {state.status === "loading" && <Skeleton count={3} height={120} />}
      {state.status === "error" && <ErrorState message={readableError(state.error, t("certificate-list.load-failed"))} onRetry={retry} />}
      {state.status === "ready" && state.data === null && <EmptyState title={t("certificate-list.none-found")} />}
      {state.status === "ready" && state.data?.length === 0 && (
        <EmptyState title={t("certificate-list.empty")}>
          <p className="certs-hint">{t("certificate-list.empty-hint")}</p>
        </EmptyState>
      )}
      {state.status === "ready" && state.data && state.data.length > 0 && (
        <ul className="list-items certs-items">
          {state.data.map((certificate) => (
            <li key={certificate.id}>
              <CertificateCard
                certificate={certificate}
                onShare={() => void share(certificate)}
                copyYourself={copyYourself?.id === certificate.id ? copyYourself.click : 0}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `copyYourself`: 0, or the number of the Share click that found no clipboard. */
function CertificateCard({ certificate: c, onShare, copyYourself }: { certificate: Certificate; onShare: () => void; copyYourself: number }) {
  useSignals();
  const titleId = useId();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const link = absoluteHref("certificate", { number: c.certificate_number });
  const date = formatDate(c.issued_at) || c.issued_at;
  const ago = formatSince(c.issued_at, c.since);

  useEffect(() => {
    if (!copyYourself) return;
    field.current?.focus();
    field.current?.select();
  }, [copyYourself]);

  return (
    <article className="list-card lp-card cert" aria-labelledby={titleId} part="card">
      <h2 id={titleId} className="cert-title">
        {certificateTitle(c.title)}
      </h2>
      <p className="cert-course">
        <span className="lp-visually-hidden">{t("certificate-list.course")} </span>
        {c.course.title}
      </p>
      <p className="cert-issued">
        {ago ? t("certificate-list.issued", { issued_at: date, since: ago }) : t("certificate-list.issued-on", { issued_at: date })}
      </p>
      <div className="cert-actions">
        <a className="lp-button lp-button-primary cert-view" href={link} target="_blank" rel="noopener noreferrer" aria-describedby={titleId} part="button">
          {t("certificate-list.view")}
          <span className="lp-visually-hidden"> {t("certificate-list.new-tab")}</span>
        </a>
        <Button variant="secondary" className="cert-share" aria-describedby={titleId} onClick={onShare}>
          {t("certificate-list.share")}
        </Button>
      </div>
      <details className="cert-badge-code">
        <summary>{t("certificate-list.badge")}</summary>
        <p className="certs-hint">{t("certificate-list.badge-hint")}</p>
        <BadgeCodes number={c.certificate_number} pageUrl={link} holder={user.value?.name} course={c.course.title} />
      </details>
      {copyYourself > 0 && (
        <div className="cert-copy-yourself">
          <p id={`${fieldId}-note`} role="status">
            {t("certificate-list.copy-yourself")}
          </p>
          <div className="lp-field" part="field">
            <label htmlFor={fieldId}>{t("certificate-list.link")}</label>
            <input ref={field} id={fieldId} type="url" readOnly value={link} aria-describedby={`${fieldId}-note`} onFocus={(e) => e.currentTarget.select()} />
          </div>
        </div>
      )}
    </article>
  );
}
