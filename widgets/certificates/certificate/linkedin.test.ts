import { describe, expect, it } from "vitest";
import type { PublicCertificate } from "#shared/api/certificates.ts";
import { aPublicCertificate } from "#tests/support/certificate-fixtures.ts";
import { linkedInAddUrl } from "./linkedin.ts";

const certificate: PublicCertificate = aPublicCertificate({ course: { title: "Bookkeeping & Taxes", slug: "bookkeeping" } });

describe("LinkedIn's Add to profile", () => {
  it("fills in the certification: name, organization, year and month issued, where and under which id to check it", () => {
    const url = new URL(linkedInAddUrl(certificate, certificate.url!));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Bookkeeping & Taxes",
      organizationName: "Douala Business School",
      issueYear: "2026",
      issueMonth: "3",
      certUrl: "https://learning.cm/certificate/LPC-2026-AB12",
      certId: "LPC-2026-AB12",
    });
    // The ampersand in the course's name stays inside its value.
    expect(url.search).toContain("name=Bookkeeping+%26+Taxes");
  });

  it("leaves the date out rather than sending a wrong one", () => {
    const url = new URL(linkedInAddUrl({ ...certificate, issued_at: "soon" }, "https://learning.cm/c"));
    expect(url.searchParams.has("issueYear")).toBe(false);
    expect(url.searchParams.has("issueMonth")).toBe(false);
  });
});
