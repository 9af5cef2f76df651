import type { PublicCertificate } from "#shared/api/certificates.ts";

/**
 * LinkedIn's "Add to profile" for a certification, filled in: the certification's name, the
 * organization, the month it was issued, and where and under which id anyone can check it.
 */
export function linkedInAddUrl(certificate: PublicCertificate, pageUrl: string): string {
  const url = new URL("https://www.linkedin.com/profile/add");
  url.searchParams.set("startTask", "CERTIFICATION_NAME");
  // The course names the certification (the certificate's own title is its kind: "Certificate of Completion").
  url.searchParams.set("name", certificate.course.title);
  url.searchParams.set("organizationName", certificate.organization.name);
  const issued = new Date(certificate.issued_at);
  if (!Number.isNaN(issued.getTime())) {
    url.searchParams.set("issueYear", String(issued.getUTCFullYear()));
    url.searchParams.set("issueMonth", String(issued.getUTCMonth() + 1));
  }
  url.searchParams.set("certUrl", pageUrl);
  url.searchParams.set("certId", certificate.certificate_number);
  return url.href;
}
