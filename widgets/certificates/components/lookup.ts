import { getCertificate, type PublicCertificate } from "#shared/api/certificates.ts";
import { ApiError } from "#shared/api/errors.ts";
import { absoluteHref } from "#shared/config/runtime.ts";
import { type Loaded, resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";

/**
 * What checking a certificate number with the platform came to. `missing` (the platform says no
 * such certificate) is not a failure to check, and neither is `unsupported` (the platform's API
 * has no public certificate call, which the contract does not promise: a real certificate must not
 * be called non-existent); only `unreachable` (no answer, a server error) and `unreadable` (an
 * answer of the wrong shape) are, and both can be tried again.
 */
export type Lookup =
  | { status: "checking" }
  | { status: "verified"; certificate: PublicCertificate; checkedAt: Date }
  | { status: "missing" | "unsupported" }
  | { status: "unreachable" | "unreadable" };

/**
 * An answer that says the call itself does not exist: no such method (405) or feature (501), or
 * a 404 in the words a framework uses for an unknown route ("The route … could not be found."),
 * not the API's word on a certificate.
 */
const noSuchCall = (error: ApiError) =>
  error.status === 405 || error.status === 501 || (error.status === 404 && /\broute\b.*\bcould not be found\b/i.test(error.message));

/** Statuses by which the platform says the number names no certificate. */
const MISSING = new Set([400, 404, 410, 422]);

/** The platform's answer and when it was asked (as text: the server's check goes into the page as JSON). */
type Checked = { certificate: PublicCertificate; checkedAt: string };

export function lookupOf(state: Loaded<Checked>): Lookup {
  if (state.status === "loading") return { status: "checking" };
  if (state.status === "ready") return { status: "verified", certificate: state.data.certificate, checkedAt: new Date(state.data.checkedAt) };
  const error = state.error;
  if (error instanceof ApiError && noSuchCall(error)) return { status: "unsupported" };
  if (error instanceof ApiError && MISSING.has(error.status)) return { status: "missing" };
  return { status: error instanceof ApiError && error.isMalformed ? "unreadable" : "unreachable" };
}

/**
 * Checks `number` with the platform now (and again on retry); no number is a number that does not
 * exist. On a page the server drew, its check, made as the page was asked for, is the page's.
 */
export function useCertificateLookup(number: string | null): { lookup: Lookup; retry: () => void } {
  const model = useModel(
    () =>
      resource(
        async (signal): Promise<Checked> => {
          if (!number) throw new ApiError("", 404);
          return { certificate: await getCertificate(number, signal), checkedAt: new Date().toISOString() };
        },
        { handed: number ? `certificate:${number}` : undefined },
      ),
    [number],
  );
  return { lookup: lookupOf(model.state.value), retry: model.retry };
}

/** The certificate's page on the platform: the address the API gives, else the configured route. */
export const pageOf = (certificate: PublicCertificate): string => certificate.url ?? absoluteHref("certificate", { number: certificate.certificate_number });
