import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { text } from "#shared/api/schemas.ts";

/**
 * A certificate as anyone may read it, from GET /certificates/{number}: beyond the contract (it
 * promises only the learner's own list), and public by nature: no name of the learner's account,
 * nothing private. `url` is the platform's page of the certificate, when the API says it.
 */
const PublicCertificateSchema = v.object({
  certificate_number: v.string(),
  title: text,
  issued_at: v.string(),
  holder: v.object({ name: v.string() }),
  course: v.object({ title: v.string(), slug: text }),
  organization: v.object({ name: v.string(), slug: text, logo: text }),
  url: text,
});
export type PublicCertificate = v.InferOutput<typeof PublicCertificateSchema>;

/** Sent without the learner's token: a public read any site may make, which a CDN may cache. */
export const getCertificate = (number: string, signal?: AbortSignal) =>
  request(v.object({ data: PublicCertificateSchema }), `/certificates/${encodeURIComponent(number)}`, {
    fallback: "Could not check this certificate.",
    anonymous: true,
    signal,
  }).then(({ data }) => data);
