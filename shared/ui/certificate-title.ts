import { defineMessages } from "#shared/i18n/messages.ts";

const t = defineMessages({
  en: { "certificate.of-completion": "Certificate of Completion" },
  fr: { "certificate.of-completion": "Certificat de réussite" },
});

/** What the platform calls a certificate when the API gives it no title of its own, or its default one. */
const DEFAULT_TITLE = "Certificate of Completion";

/**
 * A certificate's title in the page's language: the API's default title names a kind of
 * certificate, not this one, so a French page says it in French; any other title is the issuer's.
 */
export function certificateTitle(title: string | null | undefined): string {
  const own = title?.trim();
  return !own || own === DEFAULT_TITLE ? t("certificate.of-completion") : own;
}
