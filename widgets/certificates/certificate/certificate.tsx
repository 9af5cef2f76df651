import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import type { PublicCertificate } from "#shared/api/certificates.ts";
import { SOCIAL_NETWORKS } from "#shared/config/config.ts";
import { getConfig, routeParam } from "#shared/config/runtime.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { formatDate, formatTime } from "#shared/format/format.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { Button } from "#shared/ui/button.tsx";
import { certificateTitle } from "#shared/ui/certificate-title.ts";
import copyBoxCss from "#shared/ui/copy/copy-box.css?inline";
import { BadgeCodes, CopyBox } from "#shared/ui/copy/copy-box.tsx";
import { useDateZone } from "#shared/ui/date-text.tsx";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { type ShareNetwork, shareLinks } from "#shared/ui/share/share-links.ts";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t as tl } from "../components/lookup.messages.ts";
import { pageOf, useCertificateLookup } from "../components/lookup.ts";
import { VerifiedMark } from "../components/verified-mark.tsx";
import type { tag } from "./certificate.api.ts";
import css from "./certificate.css?inline";
import { t } from "./certificate.messages.ts";
import { linkedInAddUrl } from "./linkedin.ts";
import { QrCode } from "./qr-code.tsx";

export const styles = [fieldsCss, copyBoxCss, css];

/**
 * <lp-certificate>: a certificate's public page, what a recruiter opens. The platform is asked
 * each time the page is shown, and the page says so; a number the platform does not know is said
 * plainly, apart from a failure to ask. Names are text, isolated from the words around them.
 */
export default function Certificate({ number }: RootProps<typeof tag>) {
  useSignals();
  const key = number?.trim() || routeParam("certificate", "number");
  const { lookup, retry } = useCertificateLookup(key);
  const shown = lookup.status === "verified" ? lookup.certificate : null;
  const zone = useDateZone();
  usePageTitle(shown ? `${shown.course.title} · ${shown.holder.name}` : null);

  if (lookup.status === "checking") return <Skeleton count={4} height={72} />;
  if (lookup.status === "missing")
    return (
      <EmptyState title={tl("certificates.missing")}>{key && <p className="cert-muted">{tl("certificates.missing-hint", { number: key })}</p>}</EmptyState>
    );
  if (lookup.status === "unsupported") return <EmptyState title={tl("certificates.unsupported")} />;
  if (lookup.status !== "verified") return <ErrorState message={tl(`certificates.${lookup.status}`)} onRetry={retry} />;

  const c = lookup.certificate;
  const pageUrl = pageOf(c);
  return (
    <div className="cert-page">
      <p className="cert-verification" role="status" part="verification">
        <VerifiedMark size={22} />
        <span>
          <strong>{tl("certificates.verified")}</strong>
          {/* One text with its space, as the server writes it: the light flavour would hydrate two and move a glyph. */}
          {` ${t("certificate.verified", { platform: new URL(getConfig().platformUrl).host, time: formatTime(lookup.checkedAt, undefined, zone) })}`}
        </span>
      </p>
      <Document certificate={c} pageUrl={pageUrl} />
      <Actions certificate={c} pageUrl={pageUrl} />
      <section className="cert-embed lp-card" aria-labelledby="cert-embed" part="embed">
        <h2 id="cert-embed" className="cert-heading">
          {t("certificate.embed")}
        </h2>
        <p className="cert-muted">{t("certificate.embed-hint")}</p>
        <div className="cert-embed-preview">
          <lp-certificate-badge number={c.certificate_number} />
        </div>
        <BadgeCodes number={c.certificate_number} pageUrl={pageUrl} holder={c.holder.name} course={c.course.title} />
      </section>
    </div>
  );
}

/** The certificate itself, the part that prints. */
function Document({ certificate: c, pageUrl }: { certificate: PublicCertificate; pageUrl: string }) {
  useSignals();
  const zone = useDateZone();
  const titleId = useId();
  return (
    <article className="cert-document" aria-labelledby={titleId} part="certificate">
      <header className="cert-issuer">
        <Avatar src={c.organization.logo} person={c.organization} size={56} />
        <bdi className="cert-org">{c.organization.name}</bdi>
      </header>
      <h1 id={titleId} className="cert-title">
        {certificateTitle(c.title)}
      </h1>
      <p className="cert-lead">{t("certificate.certifies")}</p>
      <p className="cert-holder">
        <bdi>{c.holder.name}</bdi>
      </p>
      <p className="cert-lead">{t("certificate.completed")}</p>
      <p className="cert-course">
        <bdi>{c.course.title}</bdi>
      </p>
      <p className="cert-lead">{t("certificate.offered-by", { organization: c.organization.name })}</p>
      <div className="cert-foot">
        <dl className="cert-facts">
          <div>
            <dt>{t("certificate.issued-on")}</dt>
            <dd>{formatDate(c.issued_at, undefined, zone) || c.issued_at}</dd>
          </div>
          <div>
            <dt>{t("certificate.number")}</dt>
            <dd className="cert-number">{c.certificate_number}</dd>
          </div>
        </dl>
        <figure className="cert-qr">
          <QrCode text={pageUrl} size={112} label={t("certificate.qr", { url: pageUrl })} />
          <figcaption>{t("certificate.qr-caption")}</figcaption>
        </figure>
      </div>
    </article>
  );
}

/** The networks a certificate is shared on, in the order offered (LinkedIn first: it is a credential), with their names. */
const SHARE_NAMES: Record<ShareNetwork, () => string> = {
  linkedin: () => SOCIAL_NETWORKS.linkedin,
  twitter: () => SOCIAL_NETWORKS.twitter,
  facebook: () => SOCIAL_NETWORKS.facebook,
  whatsapp: () => "WhatsApp",
  email: () => t("certificate.share-email"),
};

/** Print, LinkedIn, share and copy: what the holder (or anyone with the link) does with it. */
function Actions({ certificate: c, pageUrl }: { certificate: PublicCertificate; pageUrl: string }) {
  useSignals();
  const links = shareLinks(pageUrl, t("certificate.share-text", { holder: c.holder.name, course: c.course.title, organization: c.organization.name }));
  return (
    <section className="cert-actions lp-card" aria-labelledby="cert-actions" part="actions">
      <h2 id="cert-actions" className="cert-heading">
        {t("certificate.actions")}
      </h2>
      <div className="cert-buttons">
        <Button type="button" onClick={() => window.print()}>
          {t("certificate.print")}
        </Button>
        <a className="lp-button lp-button-secondary" href={linkedInAddUrl(c, pageUrl)} target="_blank" rel="noopener noreferrer" part="button">
          {t("certificate.linkedin-add")}
          <span className="lp-visually-hidden"> {t("certificate.new-tab")}</span>
        </a>
      </div>
      <p className="cert-share">
        <span className="cert-share-label">{t("certificate.share")}</span>
        {(Object.keys(SHARE_NAMES) as ShareNetwork[]).map((network) => (
          // E-mail opens the reader's mail program, not a page.
          <a key={network} className="cert-share-link" href={links[network]} {...(network === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
            {SHARE_NAMES[network]()}
            {network !== "email" && <span className="lp-visually-hidden"> {t("certificate.new-tab")}</span>}
          </a>
        ))}
      </p>
      <CopyBox label={t("certificate.link")} value={pageUrl} copied={t("certificate.link-copied")} button={t("certificate.copy-link")} />
    </section>
  );
}
