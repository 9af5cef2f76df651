import { afterEach, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { certificateTitle } from "./certificate-title.ts";

afterEach(() => {
  locale.value = "en";
});

describe("certificateTitle", () => {
  it("says the API's default title in the page's language, and keeps an issuer's own", () => {
    expect(certificateTitle("Certificate of Completion")).toBe("Certificate of Completion");
    locale.value = "fr";
    expect(certificateTitle("Certificate of Completion")).toBe("Certificat de réussite");
    expect(certificateTitle(null)).toBe("Certificat de réussite");
    expect(certificateTitle("  ")).toBe("Certificat de réussite");
    expect(certificateTitle("Attestation de formation")).toBe("Attestation de formation");
  });
});
