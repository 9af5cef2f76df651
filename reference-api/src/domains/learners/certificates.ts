import type { Config } from "../../config.ts";
import type { Locale } from "../../http/lang/locale.ts";

/** The platform's public page of a certificate, the link a learner shares. */
export const certificateUrl = (config: Config, number: string): string => `${config.platformUrl}/certificate/${number}`;

/** The title every certificate is issued with, as stored. */
export const COMPLETION_TITLE = "Certificate of Completion";

const TITLES_FR: Record<string, string> = { [COMPLETION_TITLE]: "Certificat de réussite" };

/** A certificate's title in the reader's language; the stored title stays as it was issued, and one we have no French for is answered as stored. */
export const certificateTitle = (stored: string, locale: Locale): string => (locale === "fr" ? (TITLES_FR[stored] ?? stored) : stored);
