import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as certificate } from "./certificate/certificate.api.ts";
import { tag as certificateBadge } from "./certificate-badge/certificate-badge.api.ts";
import * as certificateBadgeRoot from "./certificate-badge/certificate-badge.tsx";

/**
 * The certificates family: a certificate as the world sees it, on the platform's page and in a
 * blog's badge. Public data only, so it never starts the session: a blog that shows a badge loads
 * no session, realtime or sanitiser code. The badge is what another site shows alone, so its code
 * (about 2 KB) comes with the family's, a round trip sooner than fetched on first use.
 */
defineFamily(
  [
    [certificate, () => import("./certificate/certificate.tsx")],
    [certificateBadge, certificateBadgeRoot],
  ],
  { session: false },
);
