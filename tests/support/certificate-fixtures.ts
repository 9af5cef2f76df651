/** When the fixtures' certificate was issued. */
export const ISSUED = "2026-03-09T10:00:00.000Z";

/** A certificate as anyone may read it (GET /certificates/{number}), with what a test changes. */
export const aPublicCertificate = (overrides: Record<string, unknown> = {}) => ({
  certificate_number: "LPC-2026-AB12",
  title: "Certificate of Completion",
  issued_at: ISSUED,
  holder: { name: "Amina Njoya" },
  course: { title: "Bookkeeping for Small Businesses", slug: "bookkeeping" },
  organization: { name: "Douala Business School", slug: "dbs", logo: null as string | null },
  url: "https://learning.cm/certificate/LPC-2026-AB12" as string | null,
  ...overrides,
});
