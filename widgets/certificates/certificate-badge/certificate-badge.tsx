import { useSignals } from "@preact/signals-react/runtime";
import type { RootProps } from "#shared/element/tag.ts";
import { formatDate } from "#shared/format/format.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { Button } from "#shared/ui/button.tsx";
import { useDateZone } from "#shared/ui/date-text.tsx";
import { t as tl } from "../components/lookup.messages.ts";
import { pageOf, useCertificateLookup } from "../components/lookup.ts";
import { VerifiedMark } from "../components/verified-mark.tsx";
import type { tag } from "./certificate-badge.api.ts";
import css from "./certificate-badge.css?inline";
import { t } from "./certificate-badge.messages.ts";

export const styles = [css];

/**
 * <lp-certificate-badge>: a certificate as a blog shows it, checked with the platform each time it
 * is shown, and a link to its page there. It reads one public answer and nothing else: no session,
 * no token, no storage. Names are text, isolated so a right-to-left mark in one cannot turn the
 * words around it. Its theme (the `theme` attribute, else the reader's system) is its stylesheet's.
 */
export default function CertificateBadge({ number, size }: RootProps<typeof tag>) {
  useSignals();
  const { lookup, retry } = useCertificateLookup(number?.trim() || null);
  const zone = useDateZone();
  const look = size === "small" ? "small" : "large";

  if (lookup.status === "checking")
    return (
      <div className={`badge badge-${look} badge-state`} role="status" aria-busy="true" part="badge">
        <span className="badge-placeholder" aria-hidden="true" />
        <span className="lp-visually-hidden">{tl("certificates.checking")}</span>
      </div>
    );
  // An answer, not a failure to ask: nothing to try again.
  const settled = lookup.status === "missing" || lookup.status === "unsupported";
  if (lookup.status !== "verified")
    return (
      <div className={`badge badge-${look} badge-state`} role={settled ? "status" : "alert"} part="badge">
        <p className="badge-problem">{tl(`certificates.${lookup.status}`)}</p>
        {!settled && (
          <Button type="button" variant="link" onClick={retry}>
            {tc("common.retry")}
          </Button>
        )}
      </div>
    );

  const c = lookup.certificate;
  return (
    <a className={`badge badge-${look}`} href={pageOf(c)} target="_blank" rel="noopener" part="badge">
      {look === "large" && <Avatar src={c.organization.logo} person={c.organization} size={48} className="badge-logo" />}
      <span className="badge-text">
        <span className="badge-kind">
          <VerifiedMark size={look === "small" ? 18 : 20} />
          <span className={look === "small" ? "lp-visually-hidden" : undefined}>{t("badge.kind")}</span>
        </span>
        <bdi className="badge-course">{c.course.title}</bdi>
        <bdi className="badge-holder">{c.holder.name}</bdi>
        {look === "large" && (
          <span className="badge-issuer">
            {t("badge.issued", { organization: c.organization.name, date: formatDate(c.issued_at, undefined, zone) || c.issued_at })}
          </span>
        )}
      </span>
      <span className="lp-visually-hidden">{t("badge.opens")}</span>
    </a>
  );
}
